import { useEffect, useState } from 'react';
import type { User } from 'oidc-client-ts';
import { currentUser, getUserManager, installAuthHooks } from './user-manager';

export type SessionState = { status: 'loading' } | { status: 'ready'; user: User | null };

installAuthHooks();

/** Whether the person is signed in (a valid or renewable token), kept current as tokens change. */
export const useSession = (): SessionState => {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    const cleanups: (() => void)[] = [];
    void currentUser()
      .catch(() => null)
      .then((user) => {
        if (active) setState({ status: 'ready', user });
      });
    void getUserManager()
      .then((manager) => {
        if (!active) return;
        const loaded = (user: User) => setState({ status: 'ready', user });
        const gone = () => setState({ status: 'ready', user: null });
        manager.events.addUserLoaded(loaded);
        manager.events.addUserUnloaded(gone);
        cleanups.push(
          () => manager.events.removeUserLoaded(loaded),
          () => manager.events.removeUserUnloaded(gone),
        );
      })
      .catch(() => undefined);
    return () => {
      active = false;
      cleanups.forEach((cleanup) => cleanup());
    };
  }, []);
  return state;
};
