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
import { todayInKingdom } from '@portal/contracts/constants';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import { suspensionCreateSchema } from '@portal/contracts/suspensions';
import { DateField } from '../../../components/form/date-field';
import { useFocusFirstErrorAfterSubmit } from '../../../components/form/focus-first-error';
import { showAlert } from '../../../lib/alerts/alert-store';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // A refused submit takes focus to the first field in error, so its message is read out with it.
  const fields = useRef<HTMLDivElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  useFocusFirstErrorAfterSubmit(fields, failedSubmits);

  const close = () => {
    setOrganization(fixed);
    setReasonId('');
    setStartsOn(todayInKingdom());
    setEndsOn('');
    setComment('');
    setErrors({});
    setProblem(null);
    onClose();
  };

  const submit = async () => {
    const parsed = suspensionCreateSchema.safeParse({
      organizationId: organization?.id,
      reasonId: reasonId === '' ? undefined : Number(reasonId),
      startsOn,
      endsOn: endsOn === '' ? null : endsOn,
      comment,
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
      await create.mutateAsync(parsed.data);
      showAlert({ type: 'success', message: t('suspensions.suspended') });
      close();
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        setProblem(error.body?.message ?? null);
        const fieldErrors = error.body?.fieldErrors ?? {};
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, list]) => [key, list[0] ?? ''])));
        setFailedSubmits((count) => count + 1);
      } else handleError(error);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" aria-labelledby="suspend-title">
      <DialogTitle id="suspend-title">{t('suspensions.suspendTitle')}</DialogTitle>
      <DialogContent>
        <Stack ref={fields} spacing={2} sx={{ pt: 1 }}>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
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
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('common.cancel')}</Button>
        <Button variant="contained" color="error" onClick={() => void submit()} disabled={create.isPending}>
          {t('suspensions.suspend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
