// NotificationCenter in Vitest's jsdom environment (vitest.config.js): the tests of
// notification-center.cases.js. `prepareTestDom` installs what jsdom lacks and the features call
// (CSS.escape, which react-aria uses in tabs, selects and dialogs).
import './notification-center.cases.js';
