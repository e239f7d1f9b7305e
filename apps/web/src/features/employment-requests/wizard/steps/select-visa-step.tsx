import { lazy, Suspense, useState, type KeyboardEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { isValidSaudiId } from '@portal/contracts/employers-values';
import { toLatinDigits } from '@portal/contracts/digits';
import type { SelectVisaStep, WizardVisa } from '@portal/contracts/employment-requests/wizard';
import { lazyResolver } from '../../../../components/form/lazy-resolver';
import { FormTextField } from '../../../../components/form/form-text-field';
import { INVALID_MARK } from '../../../../components/form/focus-first-error';
import { useFieldError } from '../../../../components/form/use-field-error';
import { useWizardStepForm } from '../../../../components/wizard/use-wizard-step-form';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import type { DraftVisa } from '../employment-draft';
import { useWizardVisas } from '../employment-wizard-api';
import type { StepProps } from './step-props';
import { LoadError, LoadingState } from './load-states';
import { wizardStepPage } from '../employment-wizard-page';

// The employer's visas (a table with checkboxes, ~5 KB gzipped) are shown once an id is searched: their
// code loads from the first search on, beside the visas' request (decision 0064).
const loadVisaTable = () => import('./visa-table');
const VisaTable = lazy(() => loadVisaTable().then((m) => ({ default: m.VisaTable })));

type SelectVisaValues = { nationalId: string; visaIds: number[] };

const resolver = lazyResolver<SelectVisaValues, SelectVisaStep>(() =>
  import('@portal/contracts/employment-requests/wizard').then((module) => module.selectVisaStepSchema),
);

/** An id as `nationalIdSchema` reads it (trimmed, Arabic-Indic digits made Latin), without loading the schema. */
const typedId = (value: string) => toLatinDigits(value.trim());
/** `nationalIdSchema`'s check of a saved id (decision 0064). */
const isNationalId = (value: string) => isValidSaudiId(typedId(value));

const toDraftVisa = (visa: WizardVisa): DraftVisa => ({
  id: visa.id,
  number: visa.number,
  country: visa.country.code3,
  countryId: visa.country.id,
  countryName: visa.country.name,
  gender: visa.gender,
  career: visa.job.code,
  jobId: visa.job.id,
  jobName: visa.job.name,
  issueDate: visa.issueDate,
  expiryDate: visa.expiryDate,
});

/** Step 1: the employer's id, then one or several of their available visas (one request per visa). */
export const SelectVisaStepForm = ({ formId, data, update, next }: StepProps) => {
  const { t } = useTranslation();
  const form = useForm<SelectVisaValues, unknown, SelectVisaStep>({
    resolver,
    defaultValues: { nationalId: data.nationalId, visaIds: data.visas.map((visa) => visa.id) },
    mode: 'onTouched',
  });
  const [searched, setSearched] = useState<string | null>(
    isNationalId(data.nationalId) ? data.nationalId : null,
  );
  const visas = useWizardVisas(searched);
  const visaError = useFieldError(form, 'visaIds');

  const step = useWizardStepForm({
    form,
    // The visas are kept when the step is done: a half-typed id must not drop the employer's details.
    onChange: () => undefined,
    onValid: (values) => {
      if (values.nationalId !== searched || !visas.data) {
        form.setError('nationalId', { type: 'search', message: 'employmentWizard.visa.searchFirst' });
        step.markFailed();
        return;
      }
      const chosen = visas.data.items.filter((visa) => values.visaIds.includes(visa.id));
      if (chosen.length === 0) {
        form.setError('visaIds', { type: 'required', message: 'validation.visaRequired' });
        step.markFailed();
        return;
      }
      update((current) => {
        const sameEmployer = current.nationalId === values.nationalId;
        const kept = new Set(chosen.map((visa) => visa.id));
        return {
          nationalId: values.nationalId,
          visas: chosen.map(toDraftVisa),
          employer: sameEmployer ? current.employer : null,
          candidates: sameEmployer ? current.candidates.filter((item) => kept.has(item.visaId)) : [],
          lostCandidates: sameEmployer ? current.lostCandidates : [],
        };
      });
      next();
    },
  });

  const find = async () => {
    if (!(await form.trigger('nationalId'))) return;
    // As the step's check reads it (trimmed, Arabic-Indic digits made Latin), so the id searched is
    // the id the step goes on with.
    void loadVisaTable();
    const nationalId = typedId(form.getValues('nationalId'));
    form.setValue('nationalId', nationalId);
    if (nationalId === searched) void visas.refetch();
    else {
      setSearched(nationalId);
      form.setValue('visaIds', []);
    }
  };
  // Enter in the id field looks the visas up instead of going to the next step.
  const onIdKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };

  return (
    <WizardStepForm formId={formId} label={t('employmentWizard.steps.select-visa')} step={step}>
      <Stack spacing={2.5}>
        <Typography variant="body2" color="textSecondary">
          {t('employmentWizard.visa.intro')}
        </Typography>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <Box sx={{ flex: 1, maxWidth: { sm: 420 } }} onKeyDown={onIdKeyDown}>
            <FormTextField
              form={form}
              name="nationalId"
              label={t('employmentWizard.visa.nationalId')}
              required
              dir="ltr"
              autoComplete="off"
            />
          </Box>
          <Button
            variant="outlined"
            startIcon={<SearchIcon />}
            onClick={() => void find()}
            sx={{ mt: { sm: 1 } }}
          >
            {t('employmentWizard.visa.find')}
          </Button>
        </Stack>
        {searched === null ? null : visas.isPending || visas.isFetching ? (
          <LoadingState label={t('employmentWizard.visa.searching')} height={120} />
        ) : visas.isError ? (
          <LoadError error={visas.error} onRetry={() => void visas.refetch()} />
        ) : visas.data.items.length === 0 ? (
          <Alert severity="info">{t('employmentWizard.visa.none')}</Alert>
        ) : (
          <Controller
            control={form.control}
            name="visaIds"
            render={({ field }) => (
              <Stack spacing={1}>
                <Suspense
                  fallback={<LoadingState label={t('employmentWizard.visa.searching')} height={120} />}
                >
                  <VisaTable
                    visas={visas.data.items}
                    chosen={field.value}
                    onChange={(chosen) => {
                      field.onChange(chosen);
                      if (chosen.length > 0) form.clearErrors('visaIds');
                    }}
                  />
                </Suspense>
                <Typography variant="body2" aria-live="polite">
                  {t('employmentWizard.visa.chosen', { count: field.value.length })}
                </Typography>
                {field.value.length > 1 ? (
                  <Alert severity="info">{t('employmentWizard.visa.bulkNote')}</Alert>
                ) : null}
              </Stack>
            )}
          />
        )}
        {visaError ? (
          <Alert severity="error" tabIndex={-1} {...{ [INVALID_MARK]: 'true' }}>
            {visaError}
          </Alert>
        ) : null}
      </Stack>
    </WizardStepForm>
  );
};

/** The route's page module: the wizard showing this step (decision 0064). */
export const SelectVisaStepPage = wizardStepPage(SelectVisaStepForm);
