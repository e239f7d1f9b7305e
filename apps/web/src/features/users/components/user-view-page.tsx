import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Skeleton } from '../../../components/skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { NotFoundState } from '../../../components/not-found-state';
import { PageFrame } from '../../../components/page-frame';
import { useRouteAllowed } from '../../../components/use-route-allowed';
import { isApiError } from '../../../lib/api-error';
import { localized } from '../../../lib/i18n/localized';
import { DateText } from '../../../components/date-text';
import { RecordDetails } from '../../../components/record/record-details';
import { useUser } from '../api/users-api';
import { ActiveChip } from './active-chip';
import { useToggleActive } from './use-toggle-active';

/** `admin/users/{id}`: admins see anyone, everyone else only themself (others: not found). */
export const UserViewPage = () => {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const query = useUser(id);
  const isAdmin = useRouteAllowed('admin.users');
  const toggle = useToggleActive();
  if (query.isError && isApiError(query.error) && query.error.status === 404) return <NotFoundState />;
  const user = query.data;
  if (!user) return <PageFrame>{<Skeleton variant="rectangular" height={240} />}</PageFrame>;
  const rows: [string, React.ReactNode][] = [
    [
      t('users.fields.username'),
      <bdi key="u" dir="ltr">
        {user.username}
      </bdi>,
    ],
    [
      t('users.fields.nameAr'),
      <bdi key="a" dir="rtl">
        {user.name.ar}
      </bdi>,
    ],
    [
      t('users.fields.nameEn'),
      <bdi key="e" dir="ltr">
        {user.name.en}
      </bdi>,
    ],
    [
      t('users.fields.email'),
      <bdi key="m" dir="ltr">
        {user.email ?? '—'}
      </bdi>,
    ],
    [
      t('users.fields.nationalId'),
      <bdi key="n" dir="ltr">
        {user.nationalId ?? '—'}
      </bdi>,
    ],
    [t('users.fields.active'), <ActiveChip key="s" active={user.active} />],
    [t('users.fields.createdAt'), <DateText key="c" value={user.createdAt} />],
  ];
  return (
    <PageFrame
      title={<bdi dir="auto">{localized(user.name, i18n.language)}</bdi>}
      actions={
        isAdmin ? (
          <Button
            variant="outlined"
            color={user.active ? 'error' : 'primary'}
            onClick={() => void toggle(user).catch(() => undefined)}
          >
            {t(user.active ? 'users.deactivate' : 'users.activate')}
          </Button>
        ) : null
      }
    >
      <RecordDetails rows={rows} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mt: 3, mb: 1 }}>
        {t('users.fields.memberships')}
      </Typography>
      {/* Scrolls on its own on a phone (the page stays the window's width); focusable so a
          keyboard can scroll it, as the table holds nothing focusable. */}
      <TableContainer
        component={Paper}
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label={t('users.fields.memberships')}
      >
        <Table size="small" aria-label={t('users.fields.memberships')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('users.fields.organization')}</TableCell>
              <TableCell>{t('users.fields.establishment')}</TableCell>
              <TableCell>{t('users.fields.role')}</TableCell>
              <TableCell>{t('users.fields.superUser')}</TableCell>
              <TableCell>{t('users.fields.active')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {user.memberships.map((m) => (
              <TableRow key={m.id}>
                <TableCell>
                  <bdi dir="auto">{localized(m.organization.name, i18n.language)}</bdi>
                </TableCell>
                <TableCell>
                  <bdi dir="ltr">{`${m.establishment.laborOfficeId}-${m.establishment.sequenceNumber}`}</bdi>
                </TableCell>
                <TableCell>{t(`roles.${m.role}`)}</TableCell>
                <TableCell>{t(m.superUser ? 'organizations.yes' : 'organizations.no')}</TableCell>
                <TableCell>
                  <ActiveChip active={m.active} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </PageFrame>
  );
};
