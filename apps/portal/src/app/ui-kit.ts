/**
 * The shared UI kit of the signed-in portal: the @conecta/ui components that three or more of the
 * portal's feature screens use (selects, tables, dialogs, page frame, form fields...), plus the
 * file drop zone (user form and notification wizard: 14 KiB gzip with its react-aria drop
 * handling), with the react-aria code behind them. The signed-in layout (ShellLayout) fetches this
 * module as soon as it mounts, so by the time a user opens a route from the side menu its shared
 * pieces are loaded and the route's own chunk holds only what is particular to it.
 *
 * `npm run budgets` counts this module in the shell's load (layout + kit, beyond the entry) and
 * measures each route chunk beyond the entry and the shell's load. Keep the list to components
 * that several feature screens use: anything else travels with the route that uses it.
 */
export {
  Banner,
  Breadcrumbs,
  Button,
  Checkbox,
  ConfirmDialog,
  Dialog,
  ErrorDialog,
  FileDropZone,
  IconButton,
  Page,
  ProgressDialog,
  Select,
  Spinner,
  StatCard,
  SuccessDialog,
  Table,
  TextField,
  ValueGrid,
  WarningDialog,
} from '@conecta/ui';
