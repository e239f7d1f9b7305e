import type { VerifyFileResponse } from '@portal/contracts/verify';
import { api } from '../../../lib/api-client';

/**
 * `POST /api/verify/:code/file` (multipart, the PDF in field `file`): the code's check plus whether
 * the file is, byte for byte, the approved one (its SHA-256 fixed at approval).
 */
export const postVerifyFile = (code: string, file: File): Promise<VerifyFileResponse> => {
  const body = new FormData();
  body.append('file', file, file.name);
  return api.post<VerifyFileResponse>(`/api/verify/${encodeURIComponent(code)}/file`, body, {
    anonymous: true,
  });
};
