// Data display, navigation and layout primitives.
export { Tooltip } from './components/Tooltip/Tooltip';
export type { TooltipProps, TooltipPlacement } from './components/Tooltip/Tooltip';
export { IconButton } from './components/IconButton/IconButton';
export type { IconButtonProps, IconButtonVariant } from './components/IconButton/IconButton';
export { Tabs } from './components/Tabs/Tabs';
export type { TabsProps, TabItem } from './components/Tabs/Tabs';
export { Table } from './components/Table/Table';
export type { TableProps, TableColumn, TableAlign, TableLabelling, SortDescriptor } from './components/Table/Table';
export { DataTable } from './components/DataTable/DataTable';
export type { DataTableProps, DataTableLabelling } from './components/DataTable/DataTable';
export { CompactIconButton } from './components/CompactIconButton/CompactIconButton';
export type { CompactIconButtonProps } from './components/CompactIconButton/CompactIconButton';
export { sortRows, compareSortValues } from './components/Table/table-logic';
export type { SortDirection, SortValue } from './components/Table/table-logic';
export { Pagination } from './components/Pagination/Pagination';
export type { PaginationProps } from './components/Pagination/Pagination';
export { pageRange, paginate, pageCountOf, clampPage } from './components/Pagination/pagination-logic';
export type { PageItem } from './components/Pagination/pagination-logic';
export { CommentNote } from './components/CommentNote/CommentNote';
export type { CommentNoteProps } from './components/CommentNote/CommentNote';
export { CommentMark, CommentFootnotes } from './components/CommentNote/CommentFootnotes';
export type { CommentMarkProps, CommentFootnote, CommentFootnotesProps } from './components/CommentNote/CommentFootnotes';
export { ProgressMeter } from './components/ProgressMeter/ProgressMeter';
export type { ProgressMeterProps } from './components/ProgressMeter/ProgressMeter';
export { Card } from './components/Card/Card';
export type { CardProps, CardHeadingLevel } from './components/Card/Card';
export { StatCard } from './components/StatCard/StatCard';
export type { StatCardProps, StatTrend, TrendTone } from './components/StatCard/StatCard';
export { Breadcrumbs } from './components/Breadcrumbs/Breadcrumbs';
export type { BreadcrumbsProps, BreadcrumbItem } from './components/Breadcrumbs/Breadcrumbs';
export { Stepper } from './components/Stepper/Stepper';
export type { StepperProps, StepperStep } from './components/Stepper/Stepper';
export { stepState } from './components/Stepper/stepper-logic';
export type { StepState } from './components/Stepper/stepper-logic';
export { Page } from './components/Page/Page';
export type { PageProps, PageWidth } from './components/Page/Page';
export { DockedBar, useScrolledPast } from './components/DockedBar/DockedBar';
export type { DockedBarProps } from './components/DockedBar/DockedBar';
export { Sidebar } from './components/Sidebar/Sidebar';
export type { SidebarProps } from './components/Sidebar/Sidebar';
export { Stack } from './components/Stack/Stack';
export type { StackProps, StackAlign, StackJustify, SpaceToken } from './components/Stack/Stack';
export { Grid } from './components/Grid/Grid';
export type { GridProps } from './components/Grid/Grid';
export {
  ValueGrid,
  VALUE_GRID_EMPTY_MESSAGE,
  VALUE_GRID_DIRTY_TEXT,
} from './components/ValueGrid/ValueGrid';
export type {
  ValueGridProps,
  ValueGridColumn,
  ValueGridEdit,
} from './components/ValueGrid/ValueGrid';
export { AchievementBadge, AchievementLegendChip, AchievementToneIcon } from './components/AchievementBadge/AchievementBadge';
export type { AchievementBadgeProps, AchievementBadgeLabels } from './components/AchievementBadge/AchievementBadge';
export { TextLink } from './components/TextLink/TextLink';
export { Probe, RenderProbeContext } from './components/RenderProbe/RenderProbe';
