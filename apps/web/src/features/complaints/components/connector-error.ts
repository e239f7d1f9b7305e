import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';
import { isConnectorError } from '../api/connector-client';

const KNOWN = new Set([
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_SUBJECT',
  'VALIDATION',
  'NOT_FOUND',
  'NOT_WAITING_ON_CALLER',
  'STATUS_CONFLICT',
]);

/** A translated message for a failed complaints call (the API's own text, or the connector's code). */
export const complaintErrorText = (t: TFunction, error: unknown): string => {
  if (isApiError(error) && error.body?.message) return error.body.message;
  if (isConnectorError(error)) {
    if (error.status === 0) return t('complaints.errors.unreachable');
    if (error.code && KNOWN.has(error.code)) return t(`complaints.errors.${error.code}`);
  }
  return t('complaints.errors.generic');
};
