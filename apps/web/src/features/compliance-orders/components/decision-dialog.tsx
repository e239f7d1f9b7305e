import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { ReasonSelect } from '../../../components/form/reason-select';
import Typography from '@mui/material/Typography';
import { complianceDecisionSchema, type DecidableComplaint } from '@portal/contracts/compliance-orders';
import { useFocusFirstErrorAfterSubmit } from '../../../components/form/focus-first-error';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useRef<HTMLDivElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  useFocusFirstErrorAfterSubmit(fields, failedSubmits);

  const close = () => {
    setTextAr('');
    setTextEn('');
    setReasonId('');
    setErrors({});
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    if (!complaint) return;
    const parsed = complianceDecisionSchema.safeParse({
      complaintId: complaint.id,
      textAr,
      textEn,
      suspensionReasonId: reasonId === '' ? undefined : Number(reasonId),
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)])),
      );
      setFailedSubmits((count) => count + 1);
      return;
    }
    setErrors({});
    try {
      const order = await decide.mutateAsync(parsed.data);
      showAlert({
        type: 'success',
        message: t('complianceOrders.decision.created', { number: order.number }),
      });
      close();
    } catch (error) {
      if (isApiError(error) && [400, 404, 409].includes(error.status)) {
        setProblem(error.body?.message ?? null);
        setFailedSubmits((count) => count + 1);
      } else handleError(error);
    }
  };

  return (
    <Dialog
      open={complaint !== null}
      onClose={close}
      fullWidth
      maxWidth="sm"
      aria-labelledby="decision-title"
    >
      <DialogTitle id="decision-title">
        {t('complianceOrders.decision.title', { number: complaint?.number ?? '' })}
      </DialogTitle>
      <DialogContent>
        <Stack ref={fields} spacing={2} sx={{ pt: 1 }}>
          <Typography variant="body2">{t('complianceOrders.decision.intro')}</Typography>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('complianceOrders.decision.cancel')}</Button>
        <Button variant="contained" onClick={() => void submit()} disabled={decide.isPending}>
          {t('complianceOrders.decision.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
