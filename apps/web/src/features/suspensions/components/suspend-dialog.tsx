import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { todayInKingdom } from '@portal/contracts/constants';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import { suspensionCreateSchema } from '@portal/contracts/suspensions';
import { DateField } from '../../../components/form/date-field';
import { FormDialog } from '../../../components/form/form-dialog';
import { ReasonSelect } from '../../../components/form/reason-select';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useSuspensionReasons } from '../../../lib/lookups/suspension-reasons';
import { useCreateSuspension } from '../api/suspensions-api';
import { OrganizationPicker } from './organization-picker';

/**
 * Suspend an organisation: the organisation, a reason of the reasons lookup and the period.
 * `organization` fixes the organisation (the organisation page's button, flag organizationButtons).
 */
export const SuspendDialog = ({
  open,
  onClose,
  organization: fixed = null,
}: {
  open: boolean;
  onClose: () => void;
  organization?: OrganizationSummary | null;
}) => {
  const { t } = useTranslation();
  const reasons = useSuspensionReasons(open);
  const create = useCreateSuspension();
  const [organization, setOrganization] = useState<OrganizationSummary | null>(fixed);
  const [reasonId, setReasonId] = useState('');
  const [startsOn, setStartsOn] = useState(todayInKingdom);
  const [endsOn, setEndsOn] = useState('');
  const [comment, setComment] = useState('');
  const form = useDialogForm();
  const { errors } = form;

  const close = () => {
    setOrganization(fixed);
    setReasonId('');
    setStartsOn(todayInKingdom());
    setEndsOn('');
    setComment('');
    form.reset();
    onClose();
  };

  const submit = async () => {
    const input = {
      organizationId: organization?.id,
      reasonId: reasonId === '' ? undefined : Number(reasonId),
      startsOn,
      endsOn: endsOn === '' ? null : endsOn,
      comment,
    };
    if (await form.submit(suspensionCreateSchema, input, (body) => create.mutateAsync(body))) {
      showAlert({ type: 'success', message: t('suspensions.suspended') });
      close();
    }
  };

  return (
    <FormDialog
      id="suspend"
      open={open}
      title={t('suspensions.suspendTitle')}
      submitLabel={t('suspensions.suspend')}
      destructive
      form={form}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <OrganizationPicker
        id="suspend-organization"
        label={t('suspensions.fields.organization')}
        value={organization}
        onChange={setOrganization}
        error={errors.organizationId}
        required
      />
      <ReasonSelect
        id="suspend-reason"
        label={t('suspensions.fields.reason')}
        value={reasonId}
        onChange={setReasonId}
        reasons={reasons.data}
        error={errors.reasonId}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField
          id="suspend-starts"
          required
          label={t('suspensions.fields.startsOn')}
          value={startsOn}
          onChange={setStartsOn}
          errorText={errors.startsOn}
          fullWidth
        />
        <DateField
          id="suspend-ends"
          label={t('suspensions.fields.endsOn')}
          value={endsOn}
          onChange={setEndsOn}
          errorText={errors.endsOn}
          hint={t('suspensions.endsOnHint')}
          fullWidth
        />
      </Stack>
      <TextField
        id="suspend-comment"
        label={t('suspensions.fields.comment')}
        value={comment}
        onChange={(event) => setComment(event.target.value)}
        multiline
        minRows={2}
        error={Boolean(errors.comment)}
        helperText={errors.comment}
      />
    </FormDialog>
  );
};
