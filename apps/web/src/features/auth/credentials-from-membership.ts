import type { Credentials, MeResponse, Membership } from '@portal/contracts/credentials';
import type { FeatureFlags } from '@portal/contracts/feature-flags';
import { subjectFromCredentials } from '@portal/contracts/navigation';
import { postLoginDestination } from '@portal/contracts/post-login';
import { saveCredentials } from '../../lib/storage/credentials-storage';

/** Spec 3: the credentials kept for the chosen establishment. */
export const credentialsFromMembership = (
  profile: MeResponse['profile'],
  membership: Membership,
): Credentials => ({
  establishment: membership.establishment,
  organization: membership.organization,
  profile: { id: profile.id },
  accessRights: membership.accessRights,
});

export const sameEstablishment = (a: Membership['establishment'], b: Membership['establishment']): boolean =>
  a.id.laborOfficeId === b.id.laborOfficeId && a.id.sequenceNumber === b.id.sequenceNumber;

/** Keeps the chosen establishment and answers where to go next (spec 4 steps 1-3). */
export const chooseEstablishment = (
  me: MeResponse,
  membership: Membership,
  features: FeatureFlags,
  returnTo?: string | null,
): string => {
  const credentials = credentialsFromMembership(me.profile, membership);
  saveCredentials(credentials);
  return postLoginDestination(
    credentials,
    subjectFromCredentials(credentials, features),
    returnTo ?? undefined,
  );
};
