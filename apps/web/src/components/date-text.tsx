import { useTranslation } from 'react-i18next';
import { toLanguage } from '../lib/i18n/language';
import { formatDate, formatHijriDate } from '../lib/format/intl';

/** A date in the current language; in Arabic the Hijri date can be shown beside it. */
export const DateText = ({
  value,
  withHijri = false,
}: {
  value: string | Date | null | undefined;
  withHijri?: boolean;
}) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  if (!value) return null;
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
