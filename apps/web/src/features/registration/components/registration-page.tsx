import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useForm, useWatch } from 'react-hook-form';
import { QueryClientProvider } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type {
  RegistrationCreated,
  RegistrationFields,
  RegistrationFieldsInput,
} from '@portal/contracts/registration';
import {
  MAX_REGISTRATION_DOCUMENTS,
  REGISTRATION_TYPES,
  registrationCountryFits,
} from '@portal/contracts/registration-values';
import { MAX_UPLOAD_MB } from '@portal/contracts/uploads';
import { FileField, filesValid } from '../../../components/form/file-field';
import { useFocusFirstErrorAfterSubmit } from '../../../components/form/focus-first-error';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import {
  showServerRefusal,
  useClearServerErrorsOnChange,
} from '../../../components/form/server-field-errors';
import { useUnsavedChangesGuard } from '../../../components/use-unsaved-changes-guard';
import { useFeatureFlags } from '../../../lib/config';
import { queryClient } from '../../../lib/query-client';
import { useRegistrationCountries, useSubmitRegistration } from '../api/registration-api';
import { CaptchaField } from './captcha-field';
import { StatusCheck } from './status-check';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<RegistrationFieldsInput, RegistrationFields>(() =>
  import('@portal/contracts/registration').then((module) => module.registrationFieldsSchema),
);

const FIELDS = [
  'organizationType',
  'nameAr',
  'nameEn',
  'countryId',
  'licenseNumber',
  'licenseDate',
  'contactName',
  'contactPhone',
  'email',
  'city',
  'addressAr',
  'addressEn',
] as const;

/** Where each type is licensed (DOMAIN.md roles): an office or company in the Kingdom, an agency abroad. */
const countryHint = (type: string | undefined, t: TFunction): string | undefined => {
  if (type === 'PRO_OFFICE' || type === 'PRO_COMPANY') return t('registration.countryHintLocal');
  if (type === 'EPRO') return t('registration.countryHintAgency');
  return undefined;
};

const RegistrationForm = () => {
  const { t, i18n } = useTranslation();
  const features = useFeatureFlags();
  const countries = useRegistrationCountries();
  const submit = useSubmitRegistration();
  const [documents, setDocuments] = useState<File[]>([]);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaError, setCaptchaError] = useState<string | undefined>();
  const [created, setCreated] = useState<RegistrationCreated | null>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  const formElement = useRef<HTMLFormElement>(null);
  useFocusFirstErrorAfterSubmit(formElement, failedSubmits);
  const arabic = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  const form = useForm<RegistrationFieldsInput, unknown, RegistrationFields>({
    resolver,
    defaultValues: Object.fromEntries(FIELDS.map((field) => [field, ''])) as RegistrationFieldsInput,
    mode: 'onTouched',
  });
  useClearServerErrorsOnChange(form);
  useUnsavedChangesGuard(form.formState.isDirty && !created);
  const organizationType = useWatch({ control: form.control, name: 'organizationType' });
  const failed = () => setFailedSubmits((count) => count + 1);

  const onSubmit = form.handleSubmit(async (fields) => {
    if (!filesValid(documents, MAX_REGISTRATION_DOCUMENTS)) return failed();
    if (features.captcha && !captcha) {
      setCaptchaError(t('registration.captcha.required'));
      return failed();
    }
    try {
      setCreated(await submit.mutateAsync({ fields, documents, captcha: features.captcha ? captcha : null }));
    } catch (error) {
      showServerRefusal(form, error, FIELDS);
    }
  }, failed);

  if (created) {
    return (
      <Stack spacing={3} sx={{ maxWidth: 800, mx: 'auto', p: { xs: 2, md: 4 } }}>
        <Typography variant="h1">{t('routes.registrationForm.title')}</Typography>
        <Alert severity="success" role="status">
          <Typography>{t('registration.success')}</Typography>
          <Typography variant="h2" sx={{ fontSize: 24, mt: 1 }} data-testid="registration-reference">
            <bdi dir="ltr">{created.reference}</bdi>
          </Typography>
          <Typography>{t('registration.keepReference')}</Typography>
        </Alert>
        <StatusCheck initialReference={created.reference} />
      </Stack>
    );
  }

  const field = { form, required: true } as const;
  return (
    <Stack spacing={3} sx={{ maxWidth: 800, mx: 'auto', p: { xs: 2, md: 4 } }}>
      <Typography variant="h1">{t('routes.registrationForm.title')}</Typography>
      <Typography color="textSecondary">{t('registration.lead')}</Typography>
      <Paper sx={{ p: 2 }}>
        <Stack
          component="form"
          ref={formElement}
          spacing={2}
          noValidate
          aria-label={t('routes.registrationForm.title')}
          onSubmit={(e) => void onSubmit(e)}
        >
          <FormSelectField
            {...field}
            name="organizationType"
            label={t('registration.fields.organizationType')}
            options={REGISTRATION_TYPES.map((type) => ({
              value: type,
              label: t(`registration.types.${type}`),
            }))}
          />
          <FormTextField {...field} name="nameAr" label={t('registration.fields.nameAr')} dir="rtl" />
          <FormTextField {...field} name="nameEn" label={t('registration.fields.nameEn')} dir="ltr" />
          <FormSelectField
            {...field}
            name="countryId"
            label={t('registration.fields.country')}
            hint={countryHint(organizationType, t)}
            options={(countries.data ?? [])
              .filter((c) => !organizationType || registrationCountryFits(organizationType, c.code3))
              .map((c) => ({
                value: String(c.id),
                label: arabic ? c.nameAr : c.nameEn,
              }))}
          />
          <FormTextField
            {...field}
            name="licenseNumber"
            label={t('registration.fields.licenseNumber')}
            dir="ltr"
          />
          <FormDateField form={form} name="licenseDate" label={t('registration.fields.licenseDate')} />
          <FormTextField {...field} name="contactName" label={t('registration.fields.contactName')} />
          <FormTextField
            {...field}
            name="contactPhone"
            label={t('registration.fields.contactPhone')}
            dir="ltr"
          />
          <FormTextField
            {...field}
            name="email"
            label={t('registration.fields.email')}
            dir="ltr"
            type="email"
            autoComplete="email"
          />
          <FormTextField form={form} name="city" label={t('registration.fields.city')} />
          <FormTextField form={form} name="addressAr" label={t('registration.fields.addressAr')} dir="rtl" />
          <FormTextField form={form} name="addressEn" label={t('registration.fields.addressEn')} dir="ltr" />
          <FileField
            id="registration-documents"
            label={t('registration.fields.documents')}
            hint={t('registration.documentsHint', { max: MAX_REGISTRATION_DOCUMENTS, limit: MAX_UPLOAD_MB })}
            files={documents}
            onChange={setDocuments}
            max={MAX_REGISTRATION_DOCUMENTS}
          />
          {features.captcha ? (
            <CaptchaField
              error={captchaError}
              onSolved={(payload) => {
                setCaptcha(payload);
                if (payload) setCaptchaError(undefined);
              }}
            />
          ) : null}
          <Stack direction="row">
            <Button type="submit" variant="contained" disabled={submit.isPending}>
              {t('registration.submit')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      <StatusCheck />
    </Stack>
  );
};

/** `/rf`: an agency or office asks to join; documents, captcha; the answer is a reference. The public layout has no query client of its own. */
export const RegistrationPage = () => (
  <QueryClientProvider client={queryClient}>
    <RegistrationForm />
  </QueryClientProvider>
);
