import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { isApiError, type ApiError } from '../../lib/api-error';

/** The 409 of an edit made on a version someone else moved meanwhile (docs/decisions/0039). */
export const isRecordChanged = (error: unknown): error is ApiError =>
  isApiError(error) && error.status === 409 && error.body?.code === ERROR_CODES.recordChanged;

type RecordChangedAlertProps = {
  /** The server's message. */
  message: string;
  /** Refetches the record and resets the form to it; the alert's owner hides it afterwards. */
  onReload: () => Promise<unknown>;
};

/**
 * The refusal of an edit whose record someone else saved meanwhile, with the Reload that brings
 * the record as it is now (docs/decisions/0039). Every edit form shows it the same way.
 */
export const RecordChangedAlert = ({ message, onReload }: RecordChangedAlertProps) => {
  const { t } = useTranslation();
  const [reloading, setReloading] = useState(false);
  const reload = async () => {
    setReloading(true);
    try {
      await onReload();
    } finally {
      setReloading(false);
    }
  };
  return (
    <Alert
      severity="warning"
      sx={{ mt: 2 }}
      role="alert"
      action={
        <Button color="inherit" size="small" disabled={reloading} onClick={() => void reload()}>
          {t('form.reload')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
};
