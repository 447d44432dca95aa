import { atom } from 'jotai';
import { sessionRoleOf } from '@conecta/core';
import type { SessionStatus } from './guard';
import type { SessionUser } from './user';

/** Where the session stands: checking the cookie at start-up, guest, or signed in. */
export const statusAtom = atom<SessionStatus>('checking');

/** The signed-in user, or null. */
export const userAtom = atom<SessionUser | null>(null);

/** The last session message ('Logged in with JWT', 'access_token expired', 'Invalid access_token', …). */
export const noticeAtom = atom<string | null>(null);

/** The path to go back to after sign-in, or null. */
export const redirectAtom = atom<string | null>(null);

/** The session role of the user: 'admin' for functions 1, 15 and 16, 'user' otherwise, null for a guest. */
export const roleAtom = atom((get) => {
  const user = get(userAtom);
  return user ? sessionRoleOf(user.funcaoUsuario) : null;
});
