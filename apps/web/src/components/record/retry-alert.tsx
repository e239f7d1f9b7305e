import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

/** What could not be loaded, as an error with a button to ask again (`onRetry`). */
export const RetryAlert = ({
  retry,
  onRetry,
  children,
}: {
  /** The button's text. */
  retry: string;
  onRetry: () => unknown;
  children: ReactNode;
}) => (
  <Alert
    severity="error"
    action={
      <Button color="inherit" size="small" onClick={() => void onRetry()}>
        {retry}
      </Button>
    }
  >
    {children}
  </Alert>
);
