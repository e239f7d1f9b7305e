import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InboxIcon from '@mui/icons-material/Inbox';
import { pathTo } from '@portal/contracts/routes';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useInboxUnread } from '../api/inbox-api';

/**
 * The app bar's way to the inbox, with its unread count (decision 0058), polled like the menu's
 * counts. The count is a plain span, not MUI's Badge: this button is on every signed-in page's first
 * load (decision 0050). Its label says the count; the span only shows it.
 */
export const InboxButton = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const unread = useInboxUnread();
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={pathTo('inbox')}
      aria-label={t('nav.inbox', { count: unread, shown: formatNumber(unread, language) })}
      sx={{ position: 'relative' }}
    >
      <InboxIcon />
      {unread > 0 ? (
        <Box
          component="span"
          aria-hidden
          sx={{
            position: 'absolute',
            top: 2,
            insetInlineEnd: 0,
            minWidth: 18,
            height: 18,
            px: 0.5,
            borderRadius: 9,
            bgcolor: 'error.main',
            color: 'error.contrastText',
            fontSize: '0.7rem',
            fontWeight: 600,
            lineHeight: '18px',
            textAlign: 'center',
          }}
        >
          {unread > 99 ? `${formatNumber(99, language)}+` : formatNumber(unread, language)}
        </Box>
      ) : null}
    </IconButton>
  );
};
