import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { EproStep } from '@portal/contracts/partnership-contracts/wizard';
import { FormIdSelectField, type IdOption } from '../../../../components/form/form-id-select-field';
import { useWizardStepForm } from '../../../../components/wizard/use-wizard-step-form';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import { localized } from '../../../../lib/i18n/localized';
import { useContractLimit, useEpros } from '../partnership-wizard-api';
import type { EproValues } from '../partnership-draft';
import type { StepProps } from './step-props';
import { PARTNERSHIP_CONTRACT_STATUS } from '@portal/contracts/partnership-contracts/contracts-values';
import { lazyResolver } from '../../../../components/form/lazy-resolver';
import { wizardStepPage } from '../partnership-wizard-page';

// The country's limit and its bar show once a country is chosen and its limit's request has answered: the
// bar's code (MUI's LinearProgress) loads with that request, the text shown at once (decision 0064).
const loadUsedOfAllowed = () => import('../../../../components/used-of-allowed');
const UsedOfAllowed = lazy(() => loadUsedOfAllowed().then((m) => ({ default: m.UsedOfAllowed })));

const resolver = lazyResolver<EproValues, EproStep>(() =>
  import('@portal/contracts/partnership-contracts/wizard').then((module) => module.eproStepSchema),
);

/** The agency and its country can change only while the contract is a draft or was rejected. */
const EDITABLE_STATUSES: readonly string[] = [
  PARTNERSHIP_CONTRACT_STATUS.DRAFT,
  PARTNERSHIP_CONTRACT_STATUS.REJECTED,
];

/** The chosen country's limit: "3 of 10" and its bar (the bar's place kept while its code loads). */
const LimitUsage = ({ used, allowed }: { used: number; allowed: number | null }) => {
  const { t } = useTranslation();
  const label =
    allowed === null
      ? t('partnershipWizard.epro.noLimit', { used })
      : t('partnershipWizard.epro.limit', { used, allowed });
  return (
    <Suspense
      fallback={
        <Box sx={{ minWidth: 120 }}>
          <bdi>{label}</bdi>
          {allowed === null ? null : <Box sx={{ mt: 0.5, height: 4 }} />}
        </Box>
      }
    >
      <UsedOfAllowed used={used} allowed={allowed} label={label} />
    </Suspense>
  );
};

/** Step 1: the country, then one of its foreign agencies; the organisation limit of that country. */
export const EproStepForm = ({ formId, data, update, next, contract }: StepProps) => {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const form = useForm<EproValues, unknown, EproStep>({
    resolver,
    defaultValues: data.epro,
    mode: 'onTouched',
  });
  const locked = contract !== null && !EDITABLE_STATUSES.includes(contract.status);
  const epros = useEpros();
  const countryId = form.watch('countryId');
  const limit = useContractLimit(countryId);
  const limitAsked = countryId !== null;
  useEffect(() => {
    if (limitAsked) void loadUsedOfAllowed();
  }, [limitAsked]);
  // The limit counts the contract being edited already: only a new contract is held back by it.
  const reached =
    contract === null &&
    limit.data !== undefined &&
    limit.data.allowed !== null &&
    limit.data.used >= limit.data.allowed;

  const step = useWizardStepForm({
    form,
    onChange: (values) => update('epro', values),
    onValid: () => {
      if (reached) {
        form.setError('countryId', { type: 'limit', message: 'partnershipWizard.epro.limitReachedField' });
        step.markFailed();
        return;
      }
      next();
    },
  });

  // Another country: its agencies are other ones.
  useEffect(() => {
    const subscription = form.watch((values, { name }) => {
      if (name !== 'countryId' || values.agencyId === null || values.agencyId === undefined) return;
      const agency = epros.data?.find((option) => option.id === values.agencyId);
      if (agency?.country.id !== values.countryId) form.setValue('agencyId', null, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form, epros.data]);

  const { countries, agencies } = useMemo(() => {
    const options = [...(epros.data ?? [])];
    if (contract && !options.some((option) => option.id === contract.agency.id))
      options.push({ ...contract.agency, country: contract.country });
    const byCountry = new Map<number, IdOption>();
    for (const option of options)
      byCountry.set(option.country.id, {
        value: option.country.id,
        label: localized(option.country.name, language),
      });
    return {
      countries: [...byCountry.values()].sort((a, b) => a.label.localeCompare(b.label, language)),
      agencies: options
        .filter((option) => option.country.id === countryId)
        .map((option) => ({ value: option.id, label: localized(option.name, language) }))
        .sort((a, b) => a.label.localeCompare(b.label, language)),
    };
  }, [epros.data, contract, countryId, language]);

  return (
    <WizardStepForm formId={formId} step={step} label={t('partnershipWizard.steps.epro')}>
      <Stack spacing={2.5}>
        {locked ? <Alert severity="info">{t('partnershipWizard.epro.locked')}</Alert> : null}
        <FormIdSelectField
          form={form}
          name="countryId"
          label={t('partnershipWizard.epro.country')}
          options={countries}
          required
          disabled={locked || epros.isPending}
        />
        {countryId !== null && limit.data ? (
          <LimitUsage used={limit.data.used} allowed={limit.data.allowed} />
        ) : null}
        {reached ? (
          <Alert severity="error" role="alert">
            {t('partnershipWizard.epro.limitReached', { allowed: limit.data?.allowed })}
          </Alert>
        ) : null}
        <FormIdSelectField
          form={form}
          name="agencyId"
          label={t('partnershipWizard.epro.agency')}
          options={agencies}
          required
          disabled={locked || countryId === null}
        />
        {countryId === null ? null : agencies.length === 0 && epros.isSuccess ? (
          <Alert severity="warning">{t('partnershipWizard.epro.noAgencies')}</Alert>
        ) : null}
      </Stack>
    </WizardStepForm>
  );
};

/** The ePRO step's page (its route's page module; also the wizard's first address). */
export const EproStepPage = wizardStepPage({ Form: EproStepForm });
