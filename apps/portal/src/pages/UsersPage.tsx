import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PermissionsDialog } from '@conecta/permissions-dialog';
import { useSession } from '@conecta/session';
import { UsersList, type PermissionsTarget } from '@conecta/users-list';

/**
 * /usuarios: the users list, with the user form one navigation away and the permissions dialog
 * opened over the list. The portal composes the three features; none of them imports another.
 */
export default function UsersPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const [target, setTarget] = useState<PermissionsTarget | null>(null);
  if (!user) return null;
  return (
    <>
      <UsersList
        api={api}
        user={user}
        onNewUser={() => void navigate('/usuario/cadastro')}
        onEditUser={(idUsuario) => void navigate(`/usuario/cadastro?id=${idUsuario}`)}
        onEditPermissions={setTarget}
      />
      <PermissionsDialog api={api} target={target} isOpen={target !== null} onClose={() => setTarget(null)} />
    </>
  );
}
