export { SupervisorSplit } from './SupervisorSplit';
export type { SupervisorSplitProps } from './SupervisorSplit';
