import { Dashboard } from '@conecta/dashboard';
import { useSession } from '@conecta/session';

/** /dashboard: the home dashboard of the signed-in user (its brokers, the current month). */
export default function DashboardPage() {
  const { api, user } = useSession();
  if (!user) return null;
  return <Dashboard api={api} user={user} />;
}
