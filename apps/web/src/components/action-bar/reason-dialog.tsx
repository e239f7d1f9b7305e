import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReasonKind } from '@portal/contracts/reasons';
import { localized } from '../../lib/i18n/localized';
import { reasonOptionsQuery } from '../../lib/lookups/reason-options';

export type ReasonDialogProps = {
  title: string;
  message: string;
  confirmLabel: string;
  kind: ReasonKind | undefined;
  required: boolean;
  /** The chosen reason (undefined when none was chosen and none is required), or null when cancelled. */
  onClose: (reasonId: number | undefined | null) => void;
};

/** Asks for the reason of an action (active reasons of the lookup) and confirms it in one step. */
export const ReasonDialog = ({
  title,
  message,
  confirmLabel,
  kind,
  required,
  onClose,
}: ReasonDialogProps) => {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const messageId = useId();
  const reasons = useQuery(reasonOptionsQuery(kind));
  const [reasonId, setReasonId] = useState('');
  const [tried, setTried] = useState(false);
  const missing = required && reasonId === '';
  const submit = () => {
    setTried(true);
    if (missing) return;
    onClose(reasonId === '' ? undefined : Number(reasonId));
  };
  return (
    <Dialog open onClose={() => onClose(null)} aria-labelledby={titleId} aria-describedby={messageId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} sx={{ mb: 2 }}>
          {message}
        </DialogContentText>
        {reasons.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void reasons.refetch()}>
                {t('list.retry')}
              </Button>
            }
          >
            {t('actionBar.reasonsFailed')}
          </Alert>
        ) : (
          <TextField
            id={`${titleId}-reason`}
            select
            fullWidth
            required={required}
            label={t('actionBar.reason')}
            value={reasonId}
            onChange={(event) => setReasonId(event.target.value)}
            error={tried && missing}
            helperText={tried && missing ? t('actionBar.reasonRequired') : ' '}
            disabled={reasons.isPending}
            sx={{ mt: 1 }}
          >
            {required ? null : <MenuItem value="">{t('actionBar.noReason')}</MenuItem>}
            {(reasons.data ?? []).map((reason) => (
              <MenuItem key={reason.id} value={String(reason.id)}>
                <bdi dir="auto">{localized(reason.text, i18n.language)}</bdi>
              </MenuItem>
            ))}
          </TextField>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(null)}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={reasons.isError}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
