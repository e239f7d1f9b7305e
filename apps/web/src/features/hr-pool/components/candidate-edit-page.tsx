import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { pathTo } from '@portal/contracts/routes';
import { PageFrame } from '../../../components/page-frame';
import { localized } from '../../../lib/i18n/localized';
import { useCandidate } from '../api/get-candidate';
import { CandidateForm } from './candidate-form';
import { CandidateQueryState, candidateIdOf } from './candidate-query-state';

/** `hr-pool/candidates/{id}/edit` (ADMIN, EPRO with HR_POOL WRITE): the candidate's form, if they may edit it. */
export const CandidateEditPage = () => {
  const { t, i18n } = useTranslation();
  const id = candidateIdOf(useParams().id);
  const candidate = useCandidate(id, !Number.isNaN(id));
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
      {/* A newer version (reloaded after a 409) starts the form afresh. */}
      <CandidateForm key={current.rowVersion} candidate={current} onReload={() => void candidate.refetch()} />
    </PageFrame>
  );
};
