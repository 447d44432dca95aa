/**
 * @conecta/users-list — the users list (/usuarios): search, sort, pages of 50, team view,
 * .xlsx and .csv exports (shell spec §2, §3, §5, §6, §8, §9).
 */
export { UsersList } from './UsersList';
export type { UsersListProps, UsersListUser, PermissionsTarget } from './UsersList';
