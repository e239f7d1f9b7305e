import type { VerifyResponse } from '@portal/contracts/verify';
import { api } from '../../../lib/api-client';

/** `GET /api/verify/:code` (public, rate-limited per address): what the code's document is now. */
export const fetchVerification = (code: string, signal?: AbortSignal): Promise<VerifyResponse> =>
  api.get<VerifyResponse>(`/api/verify/${encodeURIComponent(code)}`, { anonymous: true, signal });
