import { SignInCard } from './components/SignInCard';

export interface SignInScreenProps {
  /**
   * Called after a successful sign-in with where to go: the path remembered by the route guard,
   * or '/dashboard'. The portal navigates there.
   */
  onSignedIn?: (redirectTo: string) => void;
}

/**
 * The /login screen (guests only): status check → login tries → credentials → access history,
 * with every message of the spec. Must be rendered inside a `SessionProvider`.
 */
export function SignInScreen({ onSignedIn }: SignInScreenProps) {
  return <SignInCard {...(onSignedIn ? { onSignedIn } : {})} />;
}
