import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import InboxIcon from '@mui/icons-material/Inbox';
import { pathTo } from '@portal/contracts/routes';
import { formatNumber } from '../../../lib/format/intl';
import { toLanguage } from '../../../lib/i18n/language';
import { useInboxUnread } from '../api/inbox-api';

/** The app bar's way to the inbox, with its unread count (decision 0058), polled like the menu's counts. */
export const InboxButton = () => {
  const { t, i18n } = useTranslation();
  const unread = useInboxUnread();
  return (
    <IconButton
      color="inherit"
      component={RouterLink}
      to={pathTo('inbox')}
      aria-label={t('nav.inbox', { count: unread, shown: formatNumber(unread, toLanguage(i18n.language)) })}
    >
      <Badge badgeContent={unread} color="error" max={99}>
        <InboxIcon />
      </Badge>
    </IconButton>
  );
};
