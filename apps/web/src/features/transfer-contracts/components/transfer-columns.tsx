import { useTranslation } from 'react-i18next';
import { CellLink } from '../../../components/data-table/cell-link';
import type { TransferContractSummary } from '@portal/contracts/transfer-contracts/schemas';
import { pathTo } from '@portal/contracts/routes';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { formatCurrency } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { TransferStatusChip } from './status-chip';
import { RecordNumber } from '../../../components/record-number';

export const transferPath = (row: Pick<TransferContractSummary, 'id'>) =>
  pathTo('transferContracts.view', { id: row.id });

type Named = { name: { ar: string; en: string } };

/** The columns of the transfers table. */
export const useTransferColumns = (): DataTableColumn<TransferContractSummary>[] => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const name = (value: Named | null) => (value ? localized(value.name, i18n.language) : '—');
  const person = (value: Named & { nationalId?: string; passportNumber?: string }) => (
    <>
      <bdi dir="auto">{name(value)}</bdi>
      <br />
      <RecordNumber value={value.nationalId ?? value.passportNumber} />
    </>
  );
  return [
    {
      id: 'number',
      label: t('transferContracts.fields.number'),
      render: (row) => (
        <CellLink to={transferPath(row)}>
          <RecordNumber value={row.number} />
        </CellLink>
      ),
    },
    {
      id: 'worker',
      label: t('transferContracts.fields.worker'),
      lines: 2,
      render: (row) => person(row.worker),
    },
    {
      id: 'oldEmployer',
      label: t('transferContracts.fields.oldEmployer'),
      lines: 2,
      render: (row) => person(row.oldEmployer),
    },
    {
      id: 'newEmployer',
      label: t('transferContracts.fields.newEmployer'),
      lines: 2,
      render: (row) => person(row.newEmployer),
    },
    {
      id: 'office',
      label: t('transferContracts.fields.office'),
      render: (row) => <bdi dir="auto">{name(row.office)}</bdi>,
    },
    {
      id: 'country',
      label: t('transferContracts.fields.country'),
      render: (row) => <bdi dir="auto">{name(row.country)}</bdi>,
    },
    {
      id: 'fee',
      label: t('transferContracts.fields.fee'),
      render: (row) => formatCurrency(row.fee, language),
    },
    {
      id: 'status',
      label: t('transferContracts.fields.status'),
      render: (row) => <TransferStatusChip status={row.status} />,
    },
    {
      id: 'createdAt',
      label: t('transferContracts.fields.createdAt'),
      sortable: true,
      render: (row) => <DateText value={row.createdAt} />,
    },
  ];
};
