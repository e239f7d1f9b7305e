import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

/**
 * What a failed check says: the server's own translated message when it sent one (429 while the
 * address is rate-limited, 400 `verify.codeInvalid`), otherwise no connection or a generic failure.
 */
export const verifyErrorText = (error: unknown, t: TFunction): string => {
  if (isApiError(error)) {
    if (error.status === 0) return t('verify.error.network');
    if (error.status === 400 && !error.body?.message) return t('verify.codeInvalid');
    if (error.body?.message) return error.body.message;
  }
  return t('verify.error.generic');
};
