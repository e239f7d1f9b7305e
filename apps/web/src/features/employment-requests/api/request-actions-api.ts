import type {
  EmploymentRequestBulkAction,
  EmploymentRequestPostAction,
} from '@portal/contracts/employment-requests/transitions';
import { api } from '../../../lib/api-client';
import { REQUESTS_URL } from './requests-keys';

/** `POST /api/employment-requests/{id}/{action}` with `{}` or `{ reasonId }` (the notification counts refresh). */
export const postRequestAction = (id: number, action: EmploymentRequestPostAction, reasonId?: number) =>
  api.post(`${REQUESTS_URL}/${id}/${action}`, reasonId === undefined ? {} : { reasonId });

/** `POST /api/employment-requests/bulk-action`: the embassy's decision on several requests, all or nothing. */
export const postBulkAction = (body: EmploymentRequestBulkAction) =>
  api.post(`${REQUESTS_URL}/bulk-action`, body);
