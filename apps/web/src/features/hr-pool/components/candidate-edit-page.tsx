import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { pathTo } from '@portal/contracts/routes';
import { PageFrame } from '../../../components/page-frame';
import { Skeleton } from '../../../components/skeleton';
import { localized } from '../../../lib/i18n/localized';
import { useCandidate } from '../api/get-candidate';
import { CandidateQueryState, candidateIdOf } from './candidate-query-state';

/**
 * The form is drawn only once the candidate has answered: its code (the form, react-hook-form, MUI's
 * fields: ~30 KB gzipped) loads beside that request rather than before the page's first render
 * (decision 0064). Until both are in, the page shows the same loading placeholder.
 */
const loadForm = () => import('./candidate-form');
const CandidateForm = lazy(() => loadForm().then((module) => ({ default: module.CandidateForm })));

/** `hr-pool/candidates/{id}/edit` (ADMIN, EPRO with HR_POOL WRITE): the candidate's form, if they may edit it. */
export const CandidateEditPage = () => {
  const { t, i18n } = useTranslation();
  const id = candidateIdOf(useParams().id);
  const candidate = useCandidate(id, !Number.isNaN(id));
  useEffect(() => void loadForm(), []);
  if (!candidate.data) return <CandidateQueryState id={id} candidate={candidate} />;
  const current = candidate.data;
  const title = `${t('routes.hrPoolCandidateEdit.title')}: ${localized(current.name, i18n.language)}`;
  if (!current.canEdit) {
    return (
      <PageFrame title={title}>
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {t('hrPoolCandidates.cannotEdit')}
        </Alert>
        <Button component={RouterLink} to={pathTo('hrPool.candidate', { id: current.id })} variant="outlined">
          {t('hrPoolCandidates.backToCandidate')}
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <Suspense
        fallback={
          <Skeleton variant="rectangular" height={280} role="progressbar" aria-label={t('common.loading')} />
        }
      >
        {/* A newer version (reloaded after a 409) starts the form afresh. */}
        <CandidateForm
          key={current.rowVersion}
          candidate={current}
          onReload={() => void candidate.refetch()}
        />
      </Suspense>
    </PageFrame>
  );
};
