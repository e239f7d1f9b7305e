import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';

/** Formats a count by the portal's digit rule in the current language. */
export const useCount = () => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  return (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, language, options);
};
