import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { z } from 'zod';
import { useFocusFirstErrorAfterSubmit } from '../../../components/form/focus-first-error';
import { isApiError } from '../../../lib/api-error';
import { handleError } from '../../../lib/error-handler';

export type FieldErrors = Record<string, string>;

/**
 * The errors of a submit: the contract's own (translated here) before sending, the server's
 * 400/409 (translated there) after; focus goes to the first field in error so it is read out.
 */
export const useDialogErrors = () => {
  const { t } = useTranslation();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const fields = useRef<HTMLDivElement>(null);
  const [failedSubmits, setFailedSubmits] = useState(0);
  useFocusFirstErrorAfterSubmit(fields, failedSubmits);

  const reset = () => {
    setErrors({});
    setProblem(null);
  };

  /** The parsed body, or null after showing the contract's errors. */
  const parse = <S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null => {
    const parsed = schema.safeParse(input);
    if (parsed.success) {
      reset();
      return parsed.data;
    }
    setErrors(
      Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), t(issue.message)])),
    );
    setFailedSubmits((count) => count + 1);
    return null;
  };

  /** Runs the call; a refusal is shown in the dialog (true when it went through). */
  const send = async (call: () => Promise<unknown>): Promise<boolean> => {
    try {
      await call();
      return true;
    } catch (error) {
      if (isApiError(error) && (error.status === 400 || error.status === 409)) {
        setProblem(error.body?.message ?? null);
        const fieldErrors = error.body?.fieldErrors ?? {};
        setErrors(Object.fromEntries(Object.entries(fieldErrors).map(([key, list]) => [key, list[0] ?? ''])));
        setFailedSubmits((count) => count + 1);
      } else handleError(error);
      return false;
    }
  };

  return { errors, problem, fields, reset, parse, send };
};

/** A watchlist dialog's frame: its title, the refusal, its fields and the two buttons. */
export const WatchlistDialog = ({
  id,
  open,
  title,
  submitLabel,
  problem,
  fields,
  pending,
  onClose,
  onSubmit,
  children,
}: {
  id: string;
  open: boolean;
  title: string;
  submitLabel: string;
  problem: string | null;
  fields: React.RefObject<HTMLDivElement | null>;
  pending: boolean;
  onClose: () => void;
  onSubmit: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <Stack ref={fields} spacing={2} sx={{ pt: 1 }}>
          {problem ? (
            <Alert severity="error" role="alert">
              {problem}
            </Alert>
          ) : null}
          {children}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={onSubmit} disabled={pending}>
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
