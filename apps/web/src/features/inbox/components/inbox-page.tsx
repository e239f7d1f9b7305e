import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../components/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { InboxItem } from '@portal/contracts/inbox';
import { ListPagination } from '../../../components/data-table/list-pagination';
import { PageFrame } from '../../../components/page-frame';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime, formatNumber } from '../../../lib/format/intl';
import { handleError } from '../../../lib/error-handler';
import { toLanguage } from '../../../lib/i18n/language';
import { useInboxPage, useMarkInboxRead } from '../api/inbox-api';
import { inboxItemSummary, recordPathOf } from './inbox-item-text';
import { ReminderPreferencesForm } from './reminder-preferences-form';

const PAGE_SIZE = 20;

const InboxEntry = ({ item, onRead, busy }: { item: InboxItem; onRead: () => void; busy: boolean }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const path = recordPathOf(item);
  const summary = inboxItemSummary(t, item);
  return (
    <ListItem divider sx={{ alignItems: 'flex-start', gap: 2, flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 20rem', minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          {item.read ? null : <Chip size="small" color="primary" label={t('inbox.unreadMark')} />}
          <Typography component="p" sx={{ fontWeight: item.read ? 400 : 700 }}>
            {path ? (
              <Link component={RouterLink} to={path}>
                {summary}
              </Link>
            ) : (
              summary
            )}
          </Typography>
        </Stack>
        <Typography variant="body2" color="textSecondary">
          {item.dueAt ? `${t('clocks.dueAt', { date: formatDateTime(item.dueAt, language) })} · ` : ''}
          {t('inbox.at', { date: formatDateTime(item.createdAt, language) })}
        </Typography>
      </Box>
      {item.read ? null : (
        <Button size="small" onClick={onRead} disabled={busy}>
          {t('inbox.markRead')}
          <VisuallyHidden>{`: ${summary}`}</VisuallyHidden>
        </Button>
      )}
    </ListItem>
  );
};

/**
 * `/inbox` (decision 0058): the caller's reminders and others' status changes, unread first, with
 * marking read one by one or all at once, and the choice of which reminders arrive by e-mail.
 */
export const InboxPage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const [page, setPage] = useState(0);
  const query = useInboxPage(page, PAGE_SIZE);
  const mark = useMarkInboxRead();
  const markRead = (which: Parameters<typeof mark.mutate>[0]) =>
    mark.mutate(which, { onError: (error) => handleError(error) });

  const unreadOnPage = query.data?.items.some((item) => !item.read) ?? false;
  return (
    <PageFrame
      actions={
        <Button
          variant="outlined"
          onClick={() => markRead({ all: true })}
          disabled={!unreadOnPage || mark.isPending}
        >
          {t('inbox.markAllRead')}
        </Button>
      }
    >
      <Stack spacing={3}>
        <Paper variant="outlined" component="section" aria-labelledby="inbox-list-title">
          <Typography id="inbox-list-title" variant="h6" component="h2" sx={{ px: 2, pt: 2 }}>
            {t('inbox.listTitle')}
          </Typography>
          {query.isPending ? (
            <Box role="status" sx={{ p: 2 }}>
              <Skeleton variant="rectangular" height={160} />
              <VisuallyHidden>{t('inbox.loading')}</VisuallyHidden>
            </Box>
          ) : query.isError ? (
            <Alert
              severity="error"
              sx={{ m: 2 }}
              action={
                <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                  {t('inbox.retry')}
                </Button>
              }
            >
              {t('inbox.error')}
            </Alert>
          ) : query.data.items.length === 0 ? (
            <Alert severity="info" sx={{ m: 2 }}>
              {t('inbox.empty')}
            </Alert>
          ) : (
            <>
              <List aria-label={t('inbox.listTitle')}>
                {query.data.items.map((item) => (
                  <InboxEntry
                    key={item.id}
                    item={item}
                    busy={mark.isPending}
                    onRead={() => markRead({ ids: [item.id] })}
                  />
                ))}
              </List>
              <ListPagination
                count={query.data.total}
                page={page}
                size={PAGE_SIZE}
                onPageChange={setPage}
                displayedRows={({ from, to, count }) =>
                  t('inbox.rows', {
                    from: formatNumber(from, language),
                    to: formatNumber(to, language),
                    count: formatNumber(count, language),
                  })
                }
              />
            </>
          )}
        </Paper>
        <ReminderPreferencesForm />
      </Stack>
    </PageFrame>
  );
};
