import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { Visa } from '@portal/contracts/visas';
import type { DataTableColumn } from '../../../components/data-table/data-table';
import { DateText } from '../../../components/date-text';
import { toLanguage } from '../../../lib/i18n/language';

/** The columns of the visas table. */
export const useVisaColumns = (): DataTableColumn<Visa>[] => {
  const { t, i18n } = useTranslation();
  const lang = toLanguage(i18n.resolvedLanguage ?? i18n.language) === 'ar-SA' ? 'ar' : 'en';
  const label = (field: string) => t(`visas.fields.${field}`);
  return [
    {
      id: 'number',
      label: label('number'),
      sortable: true,
      render: (visa) => <bdi dir="ltr">{visa.number}</bdi>,
    },
    {
      id: 'employerId',
      label: label('employerId'),
      sortable: true,
      render: (visa) => <bdi dir="ltr">{visa.employerId}</bdi>,
    },
    { id: 'country', label: label('country'), render: (visa) => visa.country.name[lang] },
    { id: 'gender', label: label('gender'), render: (visa) => t(`visas.gender.${visa.gender}`) },
    { id: 'job', label: label('job'), render: (visa) => visa.job.name[lang] },
    {
      id: 'issueDate',
      label: label('issueDate'),
      sortable: true,
      render: (visa) => <DateText value={visa.issueDate} />,
    },
    {
      id: 'expiryDate',
      label: label('expiryDate'),
      sortable: true,
      render: (visa) => <DateText value={visa.expiryDate} />,
    },
    {
      id: 'status',
      label: label('status'),
      sortable: true,
      render: (visa) => (
        <Chip
          size="small"
          variant="outlined"
          color={visa.status === 'AVAILABLE' ? 'success' : 'default'}
          label={t(`visas.status.${visa.status}`)}
        />
      ),
    },
  ];
};
