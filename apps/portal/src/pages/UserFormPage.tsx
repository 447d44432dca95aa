import { useNavigate, useSearchParams } from 'react-router';
import { useSession } from '@conecta/session';
import { UserForm } from '@conecta/user-form';

/** /usuario/cadastro: a new user, or `?id=N` to edit user N (the list's edit tool). */
export default function UserFormPage() {
  const { api, user } = useSession();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!user) return null;
  return (
    <UserForm
      // A new key per user id: switching from one user to another starts the wizard over.
      key={Number.isInteger(id) && id > 0 ? id : 'novo'}
      api={api}
      user={user}
      editUserId={Number.isInteger(id) && id > 0 ? id : null}
      onCancel={() => void navigate('/usuarios')}
      onBackToList={() => void navigate('/usuarios')}
    />
  );
}
