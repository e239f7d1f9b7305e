import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { isApiError } from '../../../lib/api-error';
import type { useContract } from '../api/get-contract';

type ContractQuery = ReturnType<typeof useContract>;

/** Whether a contract page has its contract to show; else it shows `ContractQueryState`. */
export const hasContract = (id: number, contract: ContractQuery): boolean =>
  Number.isInteger(id) && id > 0 && !contract.isError && contract.data !== undefined;

/**
 * What a contract page shows until its contract is there: "not found" for a bad id or a 404 (a
 * contract the caller may not see), the error with a retry, or a skeleton while it loads.
 */
export const ContractQueryState = ({ id, contract }: { id: number; contract: ContractQuery }) => {
  const { t } = useTranslation();
  if (!Number.isInteger(id) || id <= 0 || (isApiError(contract.error) && contract.error.status === 404)) {
    return <NotFoundState backTo="/partnership-contracts" />;
  }
  if (contract.isError) {
    return (
      <PageFrame>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void contract.refetch()}>
              {t('partnershipContracts.retry')}
            </Button>
          }
        >
          {t('partnershipContracts.loadFailed')}
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame>
      <Skeleton variant="rectangular" height={240} role="progressbar" aria-label={t('common.loading')} />
    </PageFrame>
  );
};
