import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PROBLEM_MARK, type DialogForm } from './use-dialog-form';

type FormDialogProps = {
  /** Prefix of the dialog's ids (`<id>-title`, `<id>-intro`). */
  id: string;
  open: boolean;
  title: string;
  /** Read before the fields, and the dialog's description. */
  intro?: string;
  submitLabel: string;
  /** Defaults to the common Cancel. */
  cancelLabel?: string;
  /** An action that takes something away (suspending): its button is red. */
  destructive?: boolean;
  /** `useDialogForm()`: its refusal, busy state and the fields' container. */
  form: Pick<DialogForm, 'problem' | 'busy' | 'fields'>;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
};

/**
 * The server's refusal of a dialog's submit (`useDialogForm`'s `problem`), inside its `fields`:
 * focusable, so that a failed submit with no field in error takes focus here.
 */
export const FormProblem = ({ problem }: { problem: string | null }) =>
  problem ? (
    <Alert severity="error" role="alert" tabIndex={-1} {...{ [PROBLEM_MARK]: true }}>
      {problem}
    </Alert>
  ) : null;

/**
 * A dialog that asks a few values and saves them (`useDialogForm`): its title, the server's
 * refusal above the fields, Cancel and the action, disabled while saving.
 */
export const FormDialog = (props: FormDialogProps) => {
  const { id, open, title, intro, submitLabel, cancelLabel, destructive, form, onClose, onSubmit } = props;
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={`${id}-title`}
      aria-describedby={intro ? `${id}-intro` : undefined}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack ref={form.fields} spacing={2} sx={{ pt: 1 }}>
          {intro ? (
            <Typography id={`${id}-intro`} variant="body2">
              {intro}
            </Typography>
          ) : null}
          <FormProblem problem={form.problem} />
          {props.children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{cancelLabel ?? t('common.cancel')}</Button>
        <Button
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          onClick={onSubmit}
          disabled={form.busy}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
