import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../components/skeleton';
import { pathTo } from '@portal/contracts/routes';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { isApiError } from '../../../lib/api-error';
import type { useCandidate } from '../api/get-candidate';

type CandidateQuery = ReturnType<typeof useCandidate>;

/** The id of the address, or NaN when it is not a record id. */
export const candidateIdOf = (param: string | undefined): number => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
};

/**
 * What a candidate page shows until its candidate is there: "not found" for a bad id or a 404 (a
 * candidate outside the caller's scope), the error with a retry, or a progress bar while it loads.
 */
export const CandidateQueryState = ({ id, candidate }: { id: number; candidate: CandidateQuery }) => {
  const { t } = useTranslation();
  // The ministry and embassies open candidates from elsewhere: they have no candidates list.
  const hasList = useRouteAllowed('hrPool');
  if (Number.isNaN(id) || (isApiError(candidate.error) && candidate.error.status === 404)) {
    return <NotFoundState backTo={hasList ? pathTo('hrPool') : undefined} />;
  }
  if (candidate.isError) {
    return (
      <PageFrame>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void candidate.refetch()}>
              {t('hrPoolCandidates.retry')}
            </Button>
          }
        >
          {t('hrPoolCandidates.loadFailed')}
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <Skeleton variant="rectangular" height={280} role="progressbar" aria-label={t('common.loading')} />
    </PageFrame>
  );
};
