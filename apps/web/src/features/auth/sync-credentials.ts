import type { MeResponse } from '@portal/contracts/credentials';
import { api } from '../../lib/api-client';
import { loadCredentials, saveCredentials } from '../../lib/storage/credentials-storage';
import { credentialsFromMembership, sameEstablishment } from './credentials-from-membership';

/**
 * Reloads the stored credentials from `/api/me` when the organisation or the rights changed on the
 * server (an approved licence update, a suspension or its end): the shell's licence modals, the
 * suspension banner and the menus read the new values at once. Answers whether they changed.
 */
export const syncCredentialsFromServer = async (): Promise<boolean> => {
  const stored = loadCredentials();
  if (!stored) return false;
  const me = await api.get<MeResponse>('/api/me');
  const membership = me.memberships.find((m) => sameEstablishment(m.establishment, stored.establishment));
  if (!membership) return false;
  const next = credentialsFromMembership(me.profile, membership);
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  if (same(next.organization, stored.organization) && same(next.accessRights, stored.accessRights))
    return false;
  saveCredentials(next);
  return true;
};
