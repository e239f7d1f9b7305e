import { useEffect, useState } from 'react';
import type { User } from 'oidc-client-ts';
import { installLazyAuthHooks, loadUserManager } from './lazy-auth';
import { storedAccessToken } from './stored-session';
import { whenIdle } from '../when-idle';

export type SessionState = { status: 'loading' } | { status: 'ready'; signedIn: boolean };

installLazyAuthHooks();

/**
 * Whether the person is signed in (a valid or renewable token), kept current as tokens change. With
 * a stored valid token the answer is known at once and the sign-in code (oidc-client-ts) loads when
 * the browser is idle, for renewals and sign-outs in other tabs; without one, the page waits for it
 * (decision 0050).
 */
export const useSession = (): SessionState => {
  const [state, setState] = useState<SessionState>(() =>
    storedAccessToken() ? { status: 'ready', signedIn: true } : { status: 'loading' },
  );
  const fromStoredToken = state.status === 'ready';
  useEffect(() => {
    let active = true;
    const cleanups: (() => void)[] = [];
    const start = async () => {
      const auth = await loadUserManager();
      if (!active) return;
      auth.installAuthHooks();
      const user = await auth.currentUser().catch(() => null);
      if (active) setState({ status: 'ready', signedIn: user !== null });
      const manager = await auth.getUserManager();
      if (!active) return;
      const loaded = (_user: User) => setState({ status: 'ready', signedIn: true });
      const gone = () => setState({ status: 'ready', signedIn: false });
      manager.events.addUserLoaded(loaded);
      manager.events.addUserUnloaded(gone);
      cleanups.push(
        () => manager.events.removeUserLoaded(loaded),
        () => manager.events.removeUserUnloaded(gone),
      );
    };
    const run = () => void start().catch(() => active && setState({ status: 'ready', signedIn: false }));
    if (fromStoredToken) cleanups.push(whenIdle(run));
    else run();
    return () => {
      active = false;
      cleanups.forEach((cleanup) => cleanup());
    };
    // Once per mount: the first answer decides only whether the sign-in code may wait for idle time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
};
