import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { CandidateStatus } from '@portal/contracts/hr-pool/enums';
import { ChipPlace, Skeleton } from '../../../components/skeleton';

// The candidates list's photo and status chip are drawn only in its rows, after the list's request:
// their code (MUI's Avatar with the protected image, MUI's Chip: ~4.5 KB gzipped) loads beside that
// request rather than before the page's first render (decision 0064), as the requests list's chip
// does. A row drawn before it is in holds their places, so no row or column moves when it comes.
const loadPhoto = () => import('./candidate-photo');
const loadStatusChip = () => import('./candidate-status-chip');
const CandidatePhoto = lazy(() => loadPhoto().then((module) => ({ default: module.CandidatePhoto })));
const CandidateStatusChip = lazy(() =>
  loadStatusChip().then((module) => ({ default: module.CandidateStatusChip })),
);

/** Starts loading the rows' parts (the list page calls it when it first renders). */
export const loadCandidateRowParts = () => Promise.all([loadPhoto(), loadStatusChip()]);

type PhotoProps = { candidate: { id: number; rowVersion: number; photo: unknown }; name: string };

/** The thumbnail (40 px, round), its place a round placeholder of that size until its code is in. */
export const RowPhoto = (props: PhotoProps) => (
  <Suspense fallback={<Skeleton variant="circular" width={40} height={40} sx={{ flexShrink: 0 }} />}>
    <CandidatePhoto {...props} />
  </Suspense>
);

/** Until its code is in, the status in the chip's place. */
const StatusPlace = ({ status }: { status: CandidateStatus }) => {
  const { t } = useTranslation();
  return <ChipPlace>{t(`hrPoolCandidates.status.${status}`)}</ChipPlace>;
};

export const RowStatus = ({ status }: { status: CandidateStatus }) => (
  <Suspense fallback={<StatusPlace status={status} />}>
    <CandidateStatusChip status={status} />
  </Suspense>
);
