import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type { Incident, IncidentFormValues, IncidentInput } from '@portal/contracts/incidents';
import { isoToKingdomMoment } from '@portal/contracts/incidents-values';
import { FormFrame } from '../../../components/form/form-frame';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRecordReload } from '../../../components/form/use-record-reload';
import { fetchIncident, useCreateIncident, useUpdateIncident } from '../api/incidents-api';
import { useIncidentLabels } from './incident-labels';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<IncidentFormValues, IncidentInput>(() =>
  import('@portal/contracts/incidents').then((module) => module.incidentInputSchema),
);

const FIELDS = ['scope', 'startedAt', 'endedAt', 'descriptionAr', 'descriptionEn'] as const;

type IncidentFormProps = { incident?: Incident; readOnly?: boolean };

/** The form holds moments in the kingdom's time (`YYYY-MM-DDTHH:mm`, decision 0038). */
const valuesOf = (incident: Incident): IncidentFormValues => ({
  scope: incident.scope,
  startedAt: isoToKingdomMoment(incident.startedAt),
  endedAt: incident.endedAt ? isoToKingdomMoment(incident.endedAt) : '',
  descriptionAr: incident.descriptionAr,
  descriptionEn: incident.descriptionEn,
});

/**
 * Record (no incident) or change an incident; validated by the contract schema the API uses. An
 * ongoing incident is closed by giving its end ("Close now" fills the present moment).
 */
export const IncidentForm = ({ incident, readOnly = false }: IncidentFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { scopeOptions, fieldLabel } = useIncidentLabels();
  const create = useCreateIncident();
  const update = useUpdateIncident(incident?.id ?? 0);
  // The schema reads the kingdom's moments into ISO moments: the form holds the former.
  const form = useForm<IncidentFormValues, unknown, IncidentInput>({
    resolver,
    defaultValues: incident
      ? valuesOf(incident)
      : { scope: 'portal', startedAt: '', endedAt: '', descriptionAr: '', descriptionEn: '' },
    mode: 'onTouched',
  });
  const reload = useRecordReload(
    ['incidents', 'one', incident?.id],
    () => fetchIncident(incident?.id ?? 0),
    valuesOf,
  );
  const field = { form, disabled: readOnly, required: true } as const;
  const ongoing = !form.watch('endedAt');
  return (
    <FormFrame
      form={form}
      label={t(incident ? 'incidents.editTitle' : 'routes.adminIncidentAdd.title')}
      fields={FIELDS}
      readOnly={readOnly}
      onSubmit={(values) =>
        incident
          ? update.mutateAsync({ ...values, rowVersion: incident.rowVersion })
          : create.mutateAsync(values)
      }
      {...(incident && { reload })}
      successMessage={t(incident ? 'incidents.saved' : 'incidents.created')}
      onSaved={(saved) => {
        if (!incident) void navigate(`/admin/incidents/${saved.id}`, { replace: true });
      }}
      actions={
        <>
          {!readOnly && ongoing ? (
            <Button
              type="button"
              variant="outlined"
              onClick={() =>
                form.setValue('endedAt', isoToKingdomMoment(new Date().toISOString()), {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            >
              {t('incidents.close')}
            </Button>
          ) : null}
          <Button type="button" onClick={() => void navigate('/admin/incidents')}>
            {t('incidents.backToList')}
          </Button>
        </>
      }
    >
      <FormSelectField {...field} name="scope" label={fieldLabel('scope')} options={scopeOptions} />
      <FormTextField
        {...field}
        type="datetime-local"
        name="startedAt"
        label={fieldLabel('startedAt')}
        dir="ltr"
        hint={t('incidents.timeHint')}
      />
      <FormTextField
        form={form}
        disabled={readOnly}
        type="datetime-local"
        name="endedAt"
        label={fieldLabel('endedAt')}
        dir="ltr"
        hint={t('incidents.closeHint')}
      />
      <FormTextField {...field} name="descriptionAr" label={fieldLabel('descriptionAr')} dir="rtl" />
      <FormTextField {...field} name="descriptionEn" label={fieldLabel('descriptionEn')} dir="ltr" />
    </FormFrame>
  );
};
