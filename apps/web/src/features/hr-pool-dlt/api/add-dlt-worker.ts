import { useMutation } from '@tanstack/react-query';
import type { DltWorker, DltWorkerInput } from '@portal/contracts/hr-pool/dlt';
import { api } from '../../../lib/api-client';
import { DLT_URL } from './dlt-keys';

/** `POST /api/hr-pool/dlt`: the ministry registers one worker of its country (409 on a registered passport). */
export const addDltWorker = (input: DltWorkerInput): Promise<DltWorker> =>
  api.post<DltWorker>(DLT_URL, input);

export const useAddDltWorker = () =>
  useMutation({
    mutationFn: addDltWorker,
    // The form shows the errors on its fields.
    meta: { skipGlobalErrorHandler: true },
  });
