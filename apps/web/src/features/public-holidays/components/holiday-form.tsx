import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { PublicHoliday, PublicHolidayInput } from '@portal/contracts/public-holidays';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormFrame } from '../../../components/form/form-frame';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { fetchPublicHoliday, useCreatePublicHoliday, useUpdatePublicHoliday } from '../api/holidays-api';
import { useHolidayLabels } from './holiday-labels';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<PublicHolidayInput>(() =>
  import('@portal/contracts/public-holidays').then((module) => module.publicHolidayInputSchema),
);

const FIELDS = ['day', 'nameAr', 'nameEn'] as const;

type HolidayFormProps = { holiday?: PublicHoliday; readOnly?: boolean };

const valuesOf = (holiday: PublicHoliday): PublicHolidayInput => ({
  day: holiday.day,
  nameAr: holiday.nameAr,
  nameEn: holiday.nameEn,
});

/** Add (no holiday) or edit a public holiday; validated by the same contract schema as the API. */
export const HolidayForm = ({ holiday, readOnly = false }: HolidayFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { fieldLabel, hijriOf } = useHolidayLabels();
  const create = useCreatePublicHoliday();
  const update = useUpdatePublicHoliday(holiday?.id ?? 0);
  const form = useForm<PublicHolidayInput>({
    resolver,
    defaultValues: holiday ? valuesOf(holiday) : { day: '', nameAr: '', nameEn: '' },
    mode: 'onTouched',
  });
  const reload = useRecordReload(
    ['publicHolidays', 'one', holiday?.id],
    () => fetchPublicHoliday(holiday?.id ?? 0),
    valuesOf,
  );
  const day = form.watch('day');
  const hijri = /^\d{4}-\d{2}-\d{2}$/.test(day) ? hijriOf(day) : '';
  const field = { form, disabled: readOnly, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t(holiday ? 'publicHolidays.editTitle' : 'routes.adminPublicHolidayAdd.title')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) =>
        holiday
          ? update.mutateAsync({ ...values, rowVersion: holiday.rowVersion })
          : create.mutateAsync(values)
      }
      {...(holiday && { reload })}
      successMessage={t(holiday ? 'publicHolidays.saved' : 'publicHolidays.created')}
      onSaved={(saved) => {
        if (!holiday) void navigate(`/admin/public-holidays/${saved.id}`, { replace: true });
      }}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/public-holidays')}>
          {t('publicHolidays.backToList')}
        </Button>
      }
    >
      <FormDateField {...field} name="day" label={fieldLabel('day')} hint={t('publicHolidays.help')} />
      {/* The kingdom's calendar beside the day as it is typed (decision 0038), in both languages. */}
      <Typography variant="body2" color="textSecondary" aria-live="polite" sx={{ alignSelf: 'center' }}>
        {hijri ? t('publicHolidays.hijri', { date: hijri }) : null}
      </Typography>
      <FormTextField {...field} name="nameAr" label={fieldLabel('nameAr')} dir="rtl" />
      <FormTextField {...field} name="nameEn" label={fieldLabel('nameEn')} dir="ltr" />
    </FormFrame>
  );
};
