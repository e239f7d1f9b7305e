import type { ReactNode } from 'react';
import { api } from '../../lib/api-client';
import { handleError } from '../../lib/error-handler';
import { saveFile } from '../../lib/save-file';
import { DownloadButton } from './download-button';

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
}: ProtectedFileButtonProps) => (
  <DownloadButton
    download={async () =>
      saveFile(await api.get<Blob>(url, { responseType: 'blob', headers: { accept } }), fileName)
    }
    onError={handleError}
    describedBy={describedBy}
  >
    {children}
  </DownloadButton>
);
