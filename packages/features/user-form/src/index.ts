/**
 * @conecta/user-form — the user create/edit wizard of /usuario/cadastro (shell spec §2–§5, §8).
 */
export { UserForm } from './UserForm';
export type { UserFormProps, UserFormUser } from './UserForm';
