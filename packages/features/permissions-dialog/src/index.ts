/**
 * @conecta/permissions-dialog — 'Permissões de acesso': a user's per-feature Visualizar / Editar
 * permissions (shell spec §2–§6, §8).
 */
export { PermissionsDialog } from './PermissionsDialog';
export type { PermissionsDialogProps } from './PermissionsDialog';
