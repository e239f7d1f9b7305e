import { establishmentKeyOf } from '@portal/contracts/post-login';
import type { Credentials } from '@portal/contracts/credentials';
import { readJson, rememberedIds } from '../../lib/storage/safe-storage';
import { STORAGE_KEYS } from '../../lib/storage/storage-keys';

/** Spec 9: profile ids for which the booking modal was shown (local storage). */
export const bookingShown = rememberedIds(STORAGE_KEYS.bookingModalShown);
/** Spec 9: establishment keys for which the contract-update modal was shown (local storage). */
export const contractShown = rememberedIds(STORAGE_KEYS.contractModalShown);

export const shownProfileIds = (): number[] =>
  (readJson<string[]>('local', STORAGE_KEYS.bookingModalShown) ?? []).map(Number).filter(Number.isFinite);

export const shownEstablishmentKeys = (): string[] =>
  readJson<string[]>('local', STORAGE_KEYS.contractModalShown) ?? [];

/** The licence modal shows once per establishment and page load (it comes back on the next visit). */
const licenceShownFor = new Set<string>();
export const licenceShown = {
  has: (credentials: Credentials): boolean => licenceShownFor.has(establishmentKeyOf(credentials)),
  add: (credentials: Credentials): void => {
    licenceShownFor.add(establishmentKeyOf(credentials));
  },
  /** Tests only. */
  clear: (): void => licenceShownFor.clear(),
};
