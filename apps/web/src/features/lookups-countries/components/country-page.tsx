import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { HistoryPanel } from '../../../components/history-panel';
import { PageFrame } from '../../../components/page-frame';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { useCountry } from '../api/get-country';
import { CountryForm } from './country-form';
import { useCountryLabels, useCountryName } from './country-labels';
import { useToggleCountryActive } from './use-toggle-country-active';

/** `/admin/country/{id}`: the country (editable with LOOKUP WRITE, read-only with READ) and its history. */
export const CountryPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const country = useCountry(id, valid);
  // Countries have no add page: LOOKUP WRITE is the rule of the other lookups' add pages.
  const canWrite = useCanOpen('admin.reasonAdd');
  const nameOf = useCountryName();
  const { fieldLabel, formatValue } = useCountryLabels();
  const toggleActive = useToggleCountryActive();

  if (!valid || country.isError) {
    return (
      <PageFrame>
        <Alert severity="error">{t('countries.notFound')}</Alert>
      </PageFrame>
    );
  }
  if (!country.data) {
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={280} />
      </PageFrame>
    );
  }
  const current = country.data;
  return (
    <PageFrame
      title={nameOf(current)}
      actions={
        canWrite ? (
          <Button variant="outlined" onClick={() => void toggleActive(current)}>
            {t(current.activeForRecruitment ? 'countries.deactivate' : 'countries.activate')}
          </Button>
        ) : null
      }
    >
      {current.activeForRecruitment ? null : (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('countries.inactiveNote')}
        </Alert>
      )}
      <CountryForm key={current.updatedAt} country={current} readOnly={!canWrite} />
      <HistoryPanel
        entityType="country"
        entityId={current.id}
        fieldLabel={fieldLabel}
        formatValue={formatValue}
      />
    </PageFrame>
  );
};
