import { SystemPermissions } from '@conecta/system-permissions';
import { useSession } from '@conecta/session';

/** /permissaosistemas: the permissions of many users at once (functions 1, 15, 16; the route guard keeps the others out). */
export default function SystemPermissionsPage() {
  const { api, user } = useSession();
  if (!user) return null;
  return <SystemPermissions api={api} user={user} />;
}
