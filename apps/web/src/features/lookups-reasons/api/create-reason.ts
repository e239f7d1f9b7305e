import { useMutation } from '@tanstack/react-query';
import type { ReasonInput, ReasonRecord } from '@portal/contracts/lookups-reasons';
import { api } from '../../../lib/api-client';

/** `POST /api/lookups/reasons`. */
export const createReason = (input: ReasonInput): Promise<ReasonRecord> =>
  api.post<ReasonRecord>('/api/lookups/reasons', input);

export const useCreateReason = () =>
  useMutation({
    mutationFn: createReason,
    meta: { skipGlobalErrorHandler: true },
  });
