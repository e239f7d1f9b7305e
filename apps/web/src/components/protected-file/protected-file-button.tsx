import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { api } from '../../lib/api-client';
import { handleError } from '../../lib/error-handler';
import { saveFile } from '../../lib/save-file';

type ProtectedFileButtonProps = {
  /** An API address (`/api/…/cv`). */
  url: string;
  /** The name the file is saved under. */
  fileName: string;
  accept: string;
  children: ReactNode;
  describedBy?: string;
};

/**
 * A file of the API as a download: fetched by the API client with the person's token (a plain
 * link cannot send it), then saved; busy meanwhile, and a refusal or a lost connection is the
 * alert of spec 8.
 */
export const ProtectedFileButton = ({
  url,
  fileName,
  accept,
  children,
  describedBy,
}: ProtectedFileButtonProps) => {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await api.get<Blob>(url, { responseType: 'blob', headers: { accept } }), fileName);
    } catch (error) {
      handleError(error);
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
      onClick={() => void download()}
    >
      {children}
    </Button>
  );
};
