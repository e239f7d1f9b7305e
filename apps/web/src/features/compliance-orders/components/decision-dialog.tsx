import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { complianceDecisionSchema, type DecidableComplaint } from '@portal/contracts/compliance-orders';
import { FormDialog } from '../../../components/form/form-dialog';
import { ReasonSelect } from '../../../components/form/reason-select';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { showAlert } from '../../../lib/alerts/alert-store';
import { useSuspensionReasons } from '../../../lib/lookups/suspension-reasons';
import { useDecide } from '../api/compliance-orders-api';

/**
 * An admin's decision on a complaint (decision 0059): what the office must do, in both languages,
 * and the reason it is suspended for if it does not comply in time. The order binds the office the
 * complaint is about; its days come from the settings.
 */
export const DecisionDialog = ({
  complaint,
  onClose,
}: {
  complaint: DecidableComplaint | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const reasons = useSuspensionReasons(complaint !== null);
  const decide = useDecide();
  const [textAr, setTextAr] = useState('');
  const [textEn, setTextEn] = useState('');
  const [reasonId, setReasonId] = useState('');
  const form = useDialogForm();
  const { errors } = form;

  const close = () => {
    setTextAr('');
    setTextEn('');
    setReasonId('');
    form.reset();
    onClose();
  };

  const submit = async () => {
    if (!complaint) return;
    const input = {
      complaintId: complaint.id,
      textAr,
      textEn,
      suspensionReasonId: reasonId === '' ? undefined : Number(reasonId),
    };
    const saved = await form.submit(complianceDecisionSchema, input, (body) => decide.mutateAsync(body));
    if (saved) {
      showAlert({
        type: 'success',
        message: t('complianceOrders.decision.created', { number: saved.result.number }),
      });
      close();
    }
  };

  return (
    <FormDialog
      id="decision"
      open={complaint !== null}
      title={t('complianceOrders.decision.title', { number: complaint?.number ?? '' })}
      intro={t('complianceOrders.decision.intro')}
      submitLabel={t('complianceOrders.decision.save')}
      cancelLabel={t('complianceOrders.decision.cancel')}
      form={form}
      onClose={close}
      onSubmit={() => void submit()}
    >
      <TextField
        id="decision-text-ar"
        required
        multiline
        minRows={2}
        label={t('complianceOrders.decision.textAr')}
        value={textAr}
        onChange={(event) => setTextAr(event.target.value)}
        error={Boolean(errors.textAr)}
        helperText={errors.textAr}
        slotProps={{ htmlInput: { dir: 'rtl', lang: 'ar' } }}
      />
      <TextField
        id="decision-text-en"
        required
        multiline
        minRows={2}
        label={t('complianceOrders.decision.textEn')}
        value={textEn}
        onChange={(event) => setTextEn(event.target.value)}
        error={Boolean(errors.textEn)}
        helperText={errors.textEn}
        slotProps={{ htmlInput: { dir: 'ltr', lang: 'en' } }}
      />
      <ReasonSelect
        id="decision-reason"
        label={t('complianceOrders.decision.reason')}
        value={reasonId}
        onChange={setReasonId}
        reasons={reasons.data}
        error={errors.suspensionReasonId}
      />
    </FormDialog>
  );
};
