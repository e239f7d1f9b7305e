import { useEffect, useRef } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ObligationsStep } from '@portal/contracts/partnership-contracts/wizard';
import { useFieldError } from '../../../../components/form/use-field-error';
import { useWizardStepForm } from '../../../../components/wizard/use-wizard-step-form';
import { WizardStepForm } from '../../../../components/wizard/wizard-step-form';
import type { CurrentContractTemplate } from '@portal/contracts/contract-templates';
import { clausesToText } from '@portal/contracts/contract-templates-values';
import { useCurrentTemplate } from '../partnership-wizard-api';
import type { LineValues, ObligationsValues } from '../partnership-draft';
import type { StepProps } from './step-props';
import { lazyResolver } from '../../../../components/form/lazy-resolver';
import { wizardStepPage } from '../partnership-wizard-page';

const resolver = lazyResolver<ObligationsValues, ObligationsStep>(() =>
  import('@portal/contracts/partnership-contracts/wizard').then((module) => module.obligationsStepSchema),
);

type ObligationFieldProps = {
  form: ReturnType<typeof useForm<ObligationsValues, unknown, ObligationsStep>>;
  name: Path<ObligationsValues>;
  label: string;
  dir: 'rtl' | 'ltr';
  lang: 'ar' | 'en';
};

/** A multi-line text of one party's obligations in one language, written in that language's direction. */
const ObligationField = ({ form, name, label, dir, lang, hint }: ObligationFieldProps & { hint: string }) => {
  const { ref, ...registered } = form.register(name);
  const error = useFieldError(form, name);
  return (
    <TextField
      {...registered}
      inputRef={ref}
      id={`field-${name}`}
      label={label}
      required
      multiline
      minRows={4}
      error={Boolean(error)}
      helperText={error ?? hint}
      fullWidth
      slotProps={{ htmlInput: { dir, lang, maxLength: 4000 }, inputLabel: { shrink: true } }}
    />
  );
};

/** The template's clauses as the step's values: one clause a line (decision 0053). */
const fromTemplate = (template: NonNullable<CurrentContractTemplate>): ObligationsValues => ({
  templateVersionId: template.id,
  officeAr: clausesToText(template.officeClausesAr),
  officeEn: clausesToText(template.officeClausesEn),
  agencyAr: clausesToText(template.agencyClausesAr),
  agencyEn: clausesToText(template.agencyClausesEn),
});

const isBlank = (values: ObligationsValues) =>
  values.templateVersionId === null &&
  [values.officeAr, values.officeEn, values.agencyAr, values.agencyEn].every((text) => text.trim() === '');

/** Lines without payment terms take the template's (in both languages). */
const withTemplateTerms = (lines: LineValues[], template: NonNullable<CurrentContractTemplate>) =>
  lines.map((line) => ({
    ...line,
    paymentTerms: line.paymentTerms || template.paymentTermsEn,
    paymentTermsAr: line.paymentTermsAr || template.paymentTermsAr,
  }));

/**
 * Step 2: what the local office and the foreign agency each undertake, in Arabic and in English.
 * A new contract starts from the country's standard contract (issue 25, decision 0053): its
 * clauses fill the fields (and its payment terms the empty lines), and the office may change them.
 */
export const ObligationsStepForm = ({ formId, data, update, next }: StepProps) => {
  const { t } = useTranslation();
  const form = useForm<ObligationsValues, unknown, ObligationsStep>({
    resolver,
    defaultValues: data.obligations,
    mode: 'onTouched',
  });
  const step = useWizardStepForm({
    form,
    onChange: (values) => update('obligations', values),
    onValid: () => next(),
  });
  const template = useCurrentTemplate(data.epro.countryId);
  const startFrom = (values: NonNullable<CurrentContractTemplate>) => {
    const filled = fromTemplate(values);
    form.reset(filled);
    update('obligations', filled);
    update('financial', { lines: withTemplateTerms(data.financial.lines, values) });
  };
  // Only a step left blank is filled, once: what the office wrote or a saved contract stays.
  const blankAtStart = useRef(isBlank(data.obligations));
  useEffect(() => {
    if (!template.data || !blankAtStart.current) return;
    blankAtStart.current = false;
    // What the office typed while the template was on its way stays.
    if (!isBlank(form.getValues())) return;
    startFrom(template.data);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the template arrives
  }, [template.data]);
  const startedFrom = form.watch('templateVersionId');
  const hint = t('partnershipWizard.obligations.clausesHint');
  const party = (side: 'office' | 'agency') => (
    <Stack spacing={2} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="h3" sx={{ fontSize: '1.05rem', mb: 1.5 }}>
        {t(`partnershipWizard.obligations.${side}`)}
      </Typography>
      <ObligationField
        form={form}
        name={`${side}Ar`}
        label={t(`partnershipWizard.obligations.${side}Ar`)}
        dir="rtl"
        lang="ar"
        hint={hint}
      />
      <ObligationField
        form={form}
        name={`${side}En`}
        label={t(`partnershipWizard.obligations.${side}En`)}
        dir="ltr"
        lang="en"
        hint={hint}
      />
    </Stack>
  );
  return (
    <WizardStepForm formId={formId} label={t('partnershipWizard.steps.obligations')} step={step}>
      <Stack spacing={3}>
        {template.isPending && data.epro.countryId !== null ? (
          <Alert severity="info" role="status">
            {t('partnershipWizard.obligations.templateLoading')}
          </Alert>
        ) : template.data ? (
          <Alert
            severity="info"
            role="status"
            action={
              <Button color="inherit" size="small" onClick={() => template.data && startFrom(template.data)}>
                {t('partnershipWizard.obligations.restore')}
              </Button>
            }
          >
            {startedFrom === template.data.id
              ? t('partnershipWizard.obligations.fromTemplate', { version: template.data.version })
              : t('partnershipWizard.obligations.templateAvailable', { version: template.data.version })}
          </Alert>
        ) : template.data === null ? (
          <Alert severity="info" role="status">
            {t('partnershipWizard.obligations.noTemplate')}
          </Alert>
        ) : null}
        {party('office')}
        {party('agency')}
      </Stack>
    </WizardStepForm>
  );
};

/** The obligations step's page (its route's page module). */
export const ObligationsStepPage = wizardStepPage({ Form: ObligationsStepForm });
