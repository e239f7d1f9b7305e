import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { RegistryHistoryEvent } from '@portal/contracts/public-registry';
import { DateText } from '../../../components/date-text';
import { formatDate } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { localName } from './local-name';

/** The organisation's dated status events, newest first, as a list of date and what happened. */
export const RegistryHistory = ({ events }: { events: readonly RegistryHistoryEvent[] }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const describe = (event: RegistryHistoryEvent): string => {
    if (event.kind === 'SUSPENSION_STARTED') {
      const { reason, endsOn } = event.suspension;
      const reasonText = localName(reason, language);
      return endsOn
        ? t('publicRegistry.history.SUSPENSION_STARTED', {
            reason: reasonText,
            until: formatDate(endsOn, language),
          })
        : t('publicRegistry.history.SUSPENSION_STARTED_OPEN', { reason: reasonText });
    }
    if (event.kind === 'LICENCE_RENEWED')
      return t('publicRegistry.history.LICENCE_RENEWED', {
        number: event.licenseNumber,
        until: formatDate(event.validUntil, language),
      });
    return t(`publicRegistry.history.${event.kind}`);
  };
  if (events.length === 0) return <Typography>{t('publicRegistry.organization.historyEmpty')}</Typography>;
  return (
    <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {events.map((event, index) => (
        <Box
          component="li"
          key={`${event.kind}-${event.on}-${index}`}
          sx={{ display: 'flex', gap: 2, py: 1, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
        >
          <Box sx={{ minWidth: '11rem', fontWeight: 600 }}>
            <DateText value={event.on} />
          </Box>
          <Box sx={{ flex: 1 }}>{describe(event)}</Box>
        </Box>
      ))}
    </Box>
  );
};
