import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { pathTo } from '@portal/contracts/routes';
import { PageFrame } from '../../../components/page-frame';
import { localized } from '../../../lib/i18n/localized';
import { useEmployer } from '../api/employers-api';
import { EmployerForm } from './employer-form';
import { idOf } from '../../../components/record/query-state';
import { EmployerQueryState } from './employer-query-state';

/** `employers/{id}/edit` (ADMIN): the employer's form, if they may edit it. */
export const EmployerEditPage = () => {
  const { t, i18n } = useTranslation();
  const id = idOf(useParams().id);
  const employer = useEmployer(id);
  if (!employer.data) return <EmployerQueryState id={id} employer={employer} />;
  const data = employer.data;
  const title = `${t('routes.employersEdit.title')}: ${localized(data.name, i18n.language)}`;
  if (!data.canEdit) {
    return (
      <PageFrame title={title}>
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {t('employers.cannotEdit')}
        </Alert>
        <Button component={RouterLink} to={pathTo('employers.view', { id: data.id })} variant="outlined">
          {t('employers.back')}
        </Button>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title}>
      <EmployerForm key={data.id} employer={data} />
    </PageFrame>
  );
};
