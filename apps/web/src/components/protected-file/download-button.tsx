import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';

/** A download: busy (disabled) while `download` runs; what a failure says is `onError`'s. */
export const DownloadButton = ({
  download,
  onError,
  describedBy,
  children,
}: {
  download: () => Promise<void>;
  onError: (error: unknown) => void;
  describedBy?: string;
  children: ReactNode;
}) => {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<DownloadIcon />}
      disabled={busy}
      aria-describedby={describedBy}
      onClick={() => void run()}
    >
      {children}
    </Button>
  );
};
