/**
 * @conecta/system-permissions — the permissions of many users at once (/permissaosistemas, issue 23).
 */
export { SystemPermissions } from './SystemPermissions';
export type { SystemPermissionsProps } from './SystemPermissions';
