import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Employer } from '@portal/contracts/employers';
import { Bidi } from '../../../components/bidi';
import { FactGrid } from '../../../components/record/fact-grid';
import type { EmployerLookupState } from '../api/employer-lookup';

const SavedDetails = ({ employer }: { employer: Employer }) => {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('employers.fields.nameAr'), employer.nameAr],
    [t('employers.fields.nameEn'), employer.nameEn],
    [t('employers.fields.mobile'), employer.mobile],
    [t('employers.fields.city'), t(`employers.cities.${employer.city}`)],
    [t('employers.fields.address'), employer.address],
  ];
  return (
    <Box role="group" aria-label={t('employers.lookup.savedDetails')}>
      <FactGrid items={facts.map(([label, value]) => [label, <Bidi key={label}>{value}</Bidi>])} />
    </Box>
  );
};

/**
 * What a form says about the employer of the id it shows (the wizard's employer step, the
 * transfer's new employer): a registered employer is used as saved, its details shown read-only
 * when the office served it (changing them is the employer's edit, with its history); a failed
 * look-up gives the server's message. Nothing for a new employer (the form asks its details).
 */
export const EmployerLookupNotice = ({ lookup }: { lookup: EmployerLookupState }) => {
  const { t } = useTranslation();
  if (lookup.kind === 'failed') {
    const message = lookup.error instanceof Error ? lookup.error.message : '';
    return (
      <Alert severity="warning" role="status">
        {t('employers.lookup.failed', { message })}
      </Alert>
    );
  }
  if (lookup.kind !== 'registered') return null;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="info" role="status">
        {t(lookup.employer ? 'employers.lookup.registered' : 'employers.lookup.registeredElsewhere')}
      </Alert>
      {lookup.employer ? <SavedDetails employer={lookup.employer} /> : null}
    </Box>
  );
};
