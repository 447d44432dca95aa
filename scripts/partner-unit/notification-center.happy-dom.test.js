// @vitest-environment happy-dom
// The same tests in happy-dom (picked by the docblock above); `prepareTestDom` finds nothing missing here.
import './notification-center.cases.js';
