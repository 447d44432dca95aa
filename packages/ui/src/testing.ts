/**
 * `@conecta/ui/testing`: checks for stories and tests, measured in the browser (house rule 13):
 * row actions out of reach, words broken across lines. Not part of the kit's runtime surface.
 */
export { ROW_ACTIONS, actionsOutOfReach, brokenWords } from './components/Table/table-checks';
