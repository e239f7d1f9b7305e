import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
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
import { returnFocusAfterDialog } from '../../../components/focus-return';

// The modals' code (and MUI's dialog) loads only when one opens: most page loads open none, and a
// signed-in page's first screen does not wait for them (decision 0050).
const LicenceModal = lazy(() => import('./licence-modal').then((m) => ({ default: m.LicenceModal })));
const BookingModal = lazy(() => import('./booking-modal').then((m) => ({ default: m.BookingModal })));
const ContractUpdateModal = lazy(() =>
  import('./contract-update-modal').then((m) => ({ default: m.ContractUpdateModal })),
);

const Opening = ({ children }: { children: ReactNode }) => <Suspense fallback={null}>{children}</Suspense>;

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
      <Opening>
        <LicenceModal kind={licence} licenseDate={credentials.organization.licenseDate} onClose={advance} />
      </Opening>
    );
  }
  if (step === 'booking') {
    const answered = () => {
      bookingShown.add(credentials.profile.id);
      advance();
    };
    return (
      <Opening>
        <BookingModal credentials={credentials} onDone={answered} />
      </Opening>
    );
  }
  if (contractPending) {
    const closed = () => {
      returnFocusAfterDialog(null);
      setStep(null);
    };
    return (
      <Opening>
        <ContractUpdateModal onClose={closed} />
      </Opening>
    );
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
