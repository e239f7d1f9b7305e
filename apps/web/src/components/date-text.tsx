import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/i18n/language';
import { formatDate, formatHijriDate } from '../lib/format/intl';

/**
 * A date in the current language, in tables, facts and summaries; in Arabic the Hijri date is shown
 * beside it (spec 9).
 */
export const DateText = ({ value }: { value: string | Date | null | undefined }) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  if (!value) return null;
  const withHijri = language === 'ar-SA';
  const iso = value instanceof Date ? value.toISOString() : value;
  return (
    <time dateTime={iso}>
      <bdi dir="auto">{formatDate(value, language)}</bdi>
      {withHijri ? (
        <>
          {' '}
          (<bdi dir="auto">{formatHijriDate(value, language)}</bdi>)
        </>
      ) : null}
    </time>
  );
};
