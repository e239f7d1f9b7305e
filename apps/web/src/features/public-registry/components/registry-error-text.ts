import type { TFunction } from 'i18next';
import { isApiError } from '../../../lib/api-error';

/** A rate limit says to wait; anything else says the load failed (the retry button follows). */
export const registryErrorText = (error: unknown, t: TFunction, fallbackKey: string): string =>
  isApiError(error) && error.status === 429 ? t('publicRegistry.results.tooMany') : t(fallbackKey);
