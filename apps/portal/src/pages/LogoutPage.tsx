import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Splash } from '@conecta/ui';

/** /logout: shows 'Logging out..' (shell spec §2) and returns to the root. */
export default function LogoutPage() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/', { replace: true });
  }, [navigate]);
  return <Splash label="Logging out.." />;
}
