import type { Credentials } from '@portal/contracts/credentials';
import type { FeatureFlags } from '@portal/contracts/feature-flags';
import { organizationInfoRequired } from '@portal/contracts/guards';
import { subjectFromCredentials } from '@portal/contracts/navigation';
import {
  contractUpdateCheckDue,
  licenceModal,
  travelBookingOfferVisible,
} from '@portal/contracts/post-login';

/** Spec 4 steps 4-6, in this order. */
export const POST_LOGIN_STEPS = ['licence', 'booking', 'contract'] as const;
export type PostLoginStep = (typeof POST_LOGIN_STEPS)[number];

export type PostLoginContext = {
  credentials: Credentials;
  features: FeatureFlags;
  /** Profiles that already answered the travel-booking offer. */
  shownProfileIds: readonly number[];
  /** Establishments that already saw the contract-update modal. */
  shownEstablishmentKeys: readonly string[];
  /** Whether the licence modal was already shown to this establishment in this page load. */
  licenceShown: boolean;
  today?: Date;
  /** The admin setting `licenceWarningDays` (`GET /api/config`); spec 9's 90 until it is read. */
  licenceWarningDays?: number;
};

/** The modals run only once the person is inside: terms accepted and organisation info complete. */
export const postLoginSequenceApplies = (credentials: Credentials): boolean =>
  credentials.establishment.termsAndConditionsAccepted && !organizationInfoRequired(credentials);

/** Whether a step has something to show ('contract' still depends on the server's 409). */
export const stepApplies = (step: PostLoginStep, context: PostLoginContext): boolean => {
  const { credentials } = context;
  switch (step) {
    case 'licence':
      return (
        !context.licenceShown && licenceModal(credentials, context.today, context.licenceWarningDays) !== null
      );
    case 'booking':
      return travelBookingOfferVisible(credentials, context.shownProfileIds);
    case 'contract':
      return contractUpdateCheckDue(
        credentials,
        subjectFromCredentials(credentials, context.features),
        context.shownEstablishmentKeys,
      );
  }
};

/** The first step after `after` (null: from the start) that applies; null when the sequence is over. */
export const nextPostLoginStep = (
  after: PostLoginStep | null,
  context: PostLoginContext,
): PostLoginStep | null => {
  if (!postLoginSequenceApplies(context.credentials)) return null;
  const start = after === null ? 0 : POST_LOGIN_STEPS.indexOf(after) + 1;
  return POST_LOGIN_STEPS.slice(start).find((step) => stepApplies(step, context)) ?? null;
};
