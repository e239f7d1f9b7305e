import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import type { EmployerRecord } from '@portal/contracts/employer-watchlist';
import { DateText } from '../../../components/date-text';
import { Fact, FactSection } from '../../../components/record/fact';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localized } from '../../../lib/i18n/localized';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useEmployerRecord } from '../api/watchlist-api';

/** Who weighs a request's employer on its page: the embassies that approve it, and admins (decision 0062). */
const WEIGHING_ROLES = new Set(['ADMIN', 'FOREIGN_EMBASSY', 'SA_EMBASSY']);

const Flags = ({ record }: { record: EmployerRecord }) => {
  const { t, i18n } = useTranslation();
  return record.flags.map((flag) => (
    // A standing fact of the page, not news: a note, not an alert read out when the page opens.
    <Alert key={flag.id} severity="warning" role="note" sx={{ mb: 1 }}>
      {t('watchlist.record.flagged', {
        category: localized(flag.reason.text, i18n.language),
        scope: flag.country ? localized(flag.country.name, i18n.language) : t('watchlist.allCountries'),
      })}{' '}
      <DateText value={flag.createdAt} />
    </Alert>
  ));
};

/** A request's employer as the embassy weighs it before approving: its other requests, rejections and flags. */
export const EmployerRecordPanel = ({ requestId }: { requestId: number }) => {
  const credentials = useCredentials();
  if (!credentials || !WEIGHING_ROLES.has(credentials.establishment.role)) return null;
  return <EmployerRecordSection requestId={requestId} />;
};

const EmployerRecordSection = ({ requestId }: { requestId: number }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const record = useEmployerRecord(requestId);
  const title = t('watchlist.record.title');
  if (record.isPending || record.isError) {
    // Not inside the section's description list, which may hold only its facts.
    return (
      <FactSection
        id="employer-record"
        title={title}
        after={
          record.isPending ? (
            <Typography color="textSecondary">{t('watchlist.record.loading')}</Typography>
          ) : (
            <Alert severity="error" role="alert">
              {t('watchlist.record.failed')}
            </Alert>
          )
        }
      />
    );
  }
  const data = record.data;
  const count = (value: number) => formatNumber(value, language);
  return (
    <FactSection id="employer-record" title={title}>
      <Fact label={t('watchlist.record.flags')}>
        {data.flags.length === 0 ? t('watchlist.record.notFlagged') : <Flags record={data} />}
      </Fact>
      <Fact label={t('watchlist.record.otherRequests')}>{count(data.totalRequests)}</Fact>
      {data.requestsByStatus.map((row) => (
        <Fact key={row.status} label={t(`employmentRequests.status.${row.status}`)}>
          {count(row.count)}
        </Fact>
      ))}
      <Fact label={t('watchlist.record.rejections')}>{count(data.rejections)}</Fact>
      <Fact label={t('watchlist.record.complaints')}>
        {data.complaints === null ? t('watchlist.record.complaintsElsewhere') : count(data.complaints)}
      </Fact>
    </FactSection>
  );
};
