import { useCallback } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type { Employer, EmployerInput } from '@portal/contracts/employers';
import { EMPLOYER_DETAILS } from '@portal/contracts/employers-values';
import { pathTo } from '@portal/contracts/routes';
import { FormFrame } from '../../../components/form/form-frame';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { employerKeys, fetchEmployer, useSaveEmployer } from '../api/employers-api';
import {
  EmployerDetailFields,
  employerFormResolver,
  employerFormValues,
  type EmployerFormValues,
} from './employer-fields';

const FIELDS = ['nationalId', ...EMPLOYER_DETAILS] as const;

/** The employer's form (admins): the contract's schema in the browser, the server's field errors on their fields. */
export const EmployerForm = ({ employer }: { employer: Employer }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveEmployer(employer.id);
  const form = useForm<EmployerFormValues, unknown, EmployerInput>({
    resolver: employerFormResolver,
    defaultValues: employerFormValues(employer),
    mode: 'onTouched',
  });
  const reload = useRecordReload(
    employerKeys.one(employer.id),
    () => fetchEmployer(employer.id),
    employerFormValues,
  );
  const view = pathTo('employers.view', { id: employer.id });
  const onSaved = useCallback(() => void navigate(view), [navigate, view]);
  return (
    <FormFrame
      form={form}
      label={t('employers.form')}
      onSubmit={(values) => save.mutateAsync({ ...values, rowVersion: employer.rowVersion })}
      reload={reload}
      fields={FIELDS}
      successMessage={t('employers.saved')}
      onSaved={onSaved}
      actions={
        <Button component={RouterLink} to={view}>
          {t('common.cancel')}
        </Button>
      }
    >
      <FormTextField
        form={form}
        name="nationalId"
        label={t('employers.fields.nationalId')}
        hint={t('employers.hints.nationalId')}
        dir="ltr"
        required
        autoComplete="off"
      />
      <EmployerDetailFields form={form} mobileHint={t('employers.hints.mobile')} />
    </FormFrame>
  );
};
