import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm, type FieldValues, type Path } from 'react-hook-form';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SettingKey, SettingMeta, SettingValues } from '@portal/contracts/settings';
import { FormFrame } from '../../../components/form/form-frame';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { HistoryPanel } from '../../../components/record/history-panel';
import { formatDateForReading } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { fetchSettings, settingsQuery } from '../api/get-settings';
import { useUpdateSetting } from '../api/update-setting';
import { SETTING_FIELDS } from './setting-fields';
import { lazyResolver } from '../../../components/form/lazy-resolver';

type SettingFormProps<K extends SettingKey> = {
  settingKey: K;
  value: SettingValues[K];
  meta: SettingMeta | undefined;
  readOnly: boolean;
};

/** One setting's form (validated by its contract schema), who changed it last, and its history. */
export const SettingForm = <K extends SettingKey>({
  settingKey,
  value,
  meta,
  readOnly,
}: SettingFormProps<K>) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const update = useUpdateSetting(settingKey);
  // The key's schema and zod load with the form's first check (decision 0064); one resolver per form.
  const [resolver] = useState(() =>
    lazyResolver<FieldValues>(() =>
      import('./setting-form-schema').then((m) => m.settingFormSchema(settingKey)),
    ),
  );
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: { value },
    mode: 'onTouched',
  });
  const reload = useRecordReload(settingsQuery().queryKey, fetchSettings, (all) => ({
    value: all.values[settingKey],
  }));
  const fields = SETTING_FIELDS[settingKey];
  const title = t(`settings.groups.${settingKey}`);
  return (
    <section aria-labelledby={`setting-${settingKey}`}>
      <Typography id={`setting-${settingKey}`} variant="h2" sx={{ fontSize: '1.2rem', mt: 3, mb: 0.5 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1.5 }}>
        {t(`settings.help.${settingKey}`)}{' '}
        {meta?.updatedAt && meta.updatedBy
          ? t('settings.lastChanged', {
              date: formatDateForReading(meta.updatedAt, language),
              name: language === 'ar-SA' ? meta.updatedBy.name.ar : meta.updatedBy.name.en,
            })
          : t('settings.neverChanged')}
      </Typography>
      <FormFrame
        form={form}
        label={title}
        fields={fields.map((field) => field.name as Path<FieldValues>)}
        readOnly={readOnly}
        onSubmit={(values) =>
          update.mutateAsync({
            value: (values as unknown as { value: SettingValues[K] }).value,
            // A key still at its default has no row yet: version 1 (docs/decisions/0039).
            rowVersion: meta?.rowVersion ?? 1,
          })
        }
        reload={reload}
        successMessage={t('settings.saved')}
      >
        {fields.map((field) => {
          const common = {
            form,
            name: field.name,
            label: t(`settings.fields.${field.label}`),
            required: true,
            disabled: readOnly,
          };
          return field.options ? (
            <FormSelectField
              key={field.name}
              {...common}
              options={field.options.values.map((value) => ({
                value,
                label: t(`settings.${field.options!.labelKey}.${value}`),
              }))}
            />
          ) : (
            <FormTextField
              key={field.name}
              {...common}
              // Every setting's form has a field named `value`: the page needs one id per input.
              id={`setting-${settingKey}-${field.name.replaceAll('.', '-')}`}
              dir={field.dir}
            />
          );
        })}
      </FormFrame>
      {meta?.id ? (
        <Accordion variant="outlined" disableGutters sx={{ mt: 1 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />}>
            <Typography>{t('settings.history')}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <HistoryPanel entityType="setting" entityId={meta.id} />
          </AccordionDetails>
        </Accordion>
      ) : null}
    </section>
  );
};
