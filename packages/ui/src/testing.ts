/**
 * `@conecta/ui/testing`: helpers for stories and tests, not part of the kit's runtime surface —
 * checks measured in the browser (house rule 13: row actions out of reach, words broken across
 * lines), a test clock that holds time for the kit's timers, the visual baselines' capture point, and
 * the accessibility check's scope for stories of hundreds of repeated items.
 */
export { ROW_ACTIONS, actionsOutOfReach, brokenWords } from './components/Table/table-checks';
export { createTestClock, storyClock, type TestClock } from './clock/test-clock';
export { captureScreen } from './capture-screen';
export { axeOnFirstItems } from './axe-first-items';
