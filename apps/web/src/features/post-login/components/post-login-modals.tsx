import { useEffect, useState } from 'react';
import type { Credentials } from '@portal/contracts/credentials';
import { establishmentKeyOf, licenceModal } from '@portal/contracts/post-login';
import { useFeatureFlags, usePublicConfig } from '../../../lib/config';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useContractUpdateCheck } from '../api/check-contract-update';
import {
  nextPostLoginStep,
  postLoginSequenceApplies,
  type PostLoginContext,
  type PostLoginStep,
} from '../post-login-steps';
import {
  bookingShown,
  contractShown,
  licenceShown,
  shownEstablishmentKeys,
  shownProfileIds,
} from '../shown-lists';
import { BookingModal } from './booking-modal';
import { ContractUpdateModal } from './contract-update-modal';
import { LicenceModal } from './licence-modal';
import { returnFocusAfterDialog } from '../../../components/focus-return';

const PostLoginSequence = ({ credentials }: { credentials: Credentials }) => {
  const features = useFeatureFlags();
  // The admin's licence warning days; spec 9's 90 (the contracts' default) until the config is read.
  const licenceWarningDays = usePublicConfig().data?.licenceWarningDays;
  const establishmentKey = establishmentKeyOf(credentials);
  const context = (): PostLoginContext => ({
    credentials,
    features,
    shownProfileIds: shownProfileIds(),
    shownEstablishmentKeys: shownEstablishmentKeys(),
    licenceShown: licenceShown.has(credentials),
    ...(licenceWarningDays !== undefined && { licenceWarningDays }),
  });
  const [step, setStep] = useState<PostLoginStep | null>(() => nextPostLoginStep(null, context()));
  // Each modal opened over the landing page with nothing focused: once the last one closes, focus
  // goes to the page heading rather than staying on <body>.
  const advance = () => {
    returnFocusAfterDialog(null);
    setStep(nextPostLoginStep(step, context()));
  };
  const check = useContractUpdateCheck(establishmentKey, step === 'contract');
  const contractPending = step === 'contract' && check.data === true;

  useEffect(() => {
    if (step === 'licence') licenceShown.add(credentials);
  });
  useEffect(() => {
    if (contractPending) contractShown.add(establishmentKey);
  }, [contractPending, establishmentKey]);
  useEffect(() => {
    if (step === 'contract' && (check.data === false || check.isError)) setStep(null);
  }, [step, check.data, check.isError]);

  const licence = licenceModal(credentials, new Date(), licenceWarningDays);
  // The credentials changed under the open licence modal (an approved licence update was read):
  // nothing to warn about any more, so the sequence goes on to its next step (never 'licence' again).
  if (step === 'licence' && !licence) setStep(nextPostLoginStep('licence', context()));
  if (step === 'licence' && licence && credentials.organization.licenseDate) {
    return (
      <LicenceModal kind={licence} licenseDate={credentials.organization.licenseDate} onClose={advance} />
    );
  }
  if (step === 'booking') {
    const answered = () => {
      bookingShown.add(credentials.profile.id);
      advance();
    };
    return <BookingModal credentials={credentials} onDone={answered} />;
  }
  if (contractPending) {
    const closed = () => {
      returnFocusAfterDialog(null);
      setStep(null);
    };
    return <ContractUpdateModal onClose={closed} />;
  }
  return null;
};

/**
 * Spec 4 steps 4-6, mounted once in the authenticated layout: the licence modal, then the
 * travel-booking offer (once per profile), then the contract-update modal (once per establishment).
 */
export const PostLoginModals = () => {
  const credentials = useCredentials();
  if (!credentials || !postLoginSequenceApplies(credentials)) return null;
  return <PostLoginSequence key={establishmentKeyOf(credentials)} credentials={credentials} />;
};
