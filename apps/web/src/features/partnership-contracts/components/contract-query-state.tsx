import { useTranslation } from 'react-i18next';
import { pathTo } from '@portal/contracts/routes';
import { RecordQueryState } from '../../../components/record/query-state';
import type { useContract } from '../api/get-contract';

type ContractQuery = ReturnType<typeof useContract>;

const isContractId = (id: number) => Number.isInteger(id) && id > 0;

/** Whether a contract page has its contract to show; else it shows `ContractQueryState`. */
export const hasContract = (id: number, contract: ContractQuery): boolean =>
  isContractId(id) && !contract.isError && contract.data !== undefined;

/** What a contract page shows until its contract is there, with the way back to the contracts. */
export const ContractQueryState = ({ id, contract }: { id: number; contract: ContractQuery }) => {
  const { t } = useTranslation();
  return (
    <RecordQueryState
      id={isContractId(id) ? id : NaN}
      query={contract}
      failed={t('partnershipContracts.loadFailed')}
      backTo={pathTo('partnershipContracts')}
    />
  );
};
