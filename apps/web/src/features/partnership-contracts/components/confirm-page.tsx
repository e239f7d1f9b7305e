import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { pathTo } from '@portal/contracts/routes';
import { confirm } from '../../../components/confirm-dialog';
import { DateText } from '../../../components/date-text';
import { PageFrame } from '../../../components/page-frame';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
import { localized } from '../../../lib/i18n/localized';
import { useConfirmContract } from '../api/confirm-contract';
import { useContract } from '../api/get-contract';
import { contractName } from '../contract-name';
import { ContractQueryState, hasContract } from './contract-query-state';
import { ContractTerms } from './contract-terms';

/**
 * `partnership-contracts/{id}/confirm` (ADMIN, EPRO with WRITE): the terms in force and the
 * proposed ones side by side, and the confirmation that puts the proposed ones in force.
 */
export const ConfirmPage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const contract = useContract(id);
  const confirmUpdate = useConfirmContract(id);
  const contractPath = pathTo('partnershipContracts.view', { id });
  if (!hasContract(id, contract) || !contract.data) return <ContractQueryState id={id} contract={contract} />;
  const data = contract.data;
  const pending = data.pendingUpdate;
  // The API's own answer (`actions`): the page decides nothing about who may confirm.
  const canConfirm = data.actions.includes('confirm');
  const submit = async () => {
    const yes = await confirm({
      title: t('partnershipContracts.confirmPage.confirm'),
      message: t('partnershipContracts.confirmPage.confirmMessage'),
      confirmLabel: t('partnershipContracts.confirmPage.confirm'),
    });
    if (!yes) return;
    try {
      await confirmUpdate.mutateAsync();
      showAlert({ type: 'success', message: t('partnershipContracts.confirmPage.done') });
      await navigate(contractPath);
    } catch (error) {
      handleError(error);
      if (isApiError(error) && error.status === 409) await contract.refetch();
    }
  };
  return (
    <PageFrame
      actions={
        <Button component={RouterLink} to={contractPath} variant="outlined">
          {t('partnershipContracts.confirmPage.backToContract')}
        </Button>
      }
    >
      <Stack spacing={2}>
        <Typography component="p" variant="subtitle1">
          <bdi>{t('partnershipContracts.title', { name: contractName(data, t) })}</bdi> ·{' '}
          <bdi dir="auto">{localized(data.office.name, i18n.language)}</bdi> ·{' '}
          <bdi dir="auto">{localized(data.agency.name, i18n.language)}</bdi>
        </Typography>
        {!pending ? (
          <Alert severity="info" role="status">
            {t('partnershipContracts.confirmPage.nothingPending')}
          </Alert>
        ) : (
          <>
            {pending.programmeTermsVersion ? (
              <Alert severity="info" role="status">
                <Typography component="strong" sx={{ display: 'block', fontWeight: 600 }}>
                  {t('partnershipContracts.pendingProgrammeTerms', {
                    version: pending.programmeTermsVersion,
                  })}
                </Typography>
                {pending.termsChanged ? null : t('partnershipContracts.pendingProgrammeTermsOnly')}
              </Alert>
            ) : null}
            {pending.termsChanged ? (
              <Typography>{t('partnershipContracts.confirmPage.intro')}</Typography>
            ) : null}
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <Box component="section" aria-labelledby="terms-current">
                <Typography id="terms-current" component="h2" variant="h5" sx={{ mb: 1 }}>
                  {t('partnershipContracts.confirmPage.current')}
                </Typography>
                <ContractTerms terms={data} headingLevel="h3" template={data.template} />
              </Box>
              <Box component="section" aria-labelledby="terms-proposed">
                <Typography id="terms-proposed" component="h2" variant="h5">
                  {t('partnershipContracts.confirmPage.proposed')}
                </Typography>
                <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
                  {t('partnershipContracts.confirmPage.requestedAt')} <DateText value={pending.requestedAt} />
                </Typography>
                <ContractTerms terms={pending} headingLevel="h3" template={data.template} />
              </Box>
            </Box>
            {canConfirm ? (
              <Stack direction="row">
                <Button
                  variant="contained"
                  color="success"
                  disabled={confirmUpdate.isPending}
                  onClick={() => void submit()}
                >
                  {t('partnershipContracts.confirmPage.confirm')}
                </Button>
              </Stack>
            ) : (
              <Alert severity="warning" role="status">
                {t('partnershipContracts.confirmPage.notAllowed')}
              </Alert>
            )}
          </>
        )}
      </Stack>
    </PageFrame>
  );
};
