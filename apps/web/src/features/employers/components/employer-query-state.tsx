import { useTranslation } from 'react-i18next';
import { pathTo } from '@portal/contracts/routes';
import { RecordQueryState } from '../../../components/record/query-state';
import type { useEmployer } from '../api/employers-api';

/** What an employer page shows until its employer is there, with the way back to the employers. */
export const EmployerQueryState = ({
  id,
  employer,
}: {
  id: number;
  employer: ReturnType<typeof useEmployer>;
}) => {
  const { t } = useTranslation();
  return (
    <RecordQueryState
      id={id}
      query={employer}
      failed={t('employers.loadFailed')}
      backTo={pathTo('employers')}
    />
  );
};
