import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { SignInScreen } from '@conecta/session';
import { GuestLayout } from './GuestLayout';

/**
 * /login: the sign-in screen in the guest layout. Loaded lazily (App.tsx), so the sign-in form and
 * its validation travel in their own chunk; `main.tsx` starts fetching it while the demo backend starts.
 */
export default function SignInRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    document.title = 'Entrar · Conecta';
  }, []);
  return (
    <GuestLayout>
      <SignInScreen onSignedIn={(to) => void navigate(to, { replace: true })} />
    </GuestLayout>
  );
}
