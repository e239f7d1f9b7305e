import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../components/skeleton';
import Typography from '@mui/material/Typography';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { EarlyNoticeView } from '../../../app/early-notice';
import { useEarlyContent } from '../../../app/early-screen';

type SectionProps = { id: string; title: string; children: ReactNode };

/** One titled section of the dashboard (a landmark named by its heading). */
export const DashboardSection = ({ id, title, children }: SectionProps) => (
  <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
    <Typography id={id} variant="h2" sx={{ fontSize: '1.35rem' }} gutterBottom>
      {title}
    </Typography>
    {children}
  </Box>
);

/**
 * The whole dashboard while its summary loads; on the page the browser opened, with the licence
 * notice the first screen showed from the early summary (app/early-data.ts), so it does not go away
 * between the first screen and the sections.
 */
export const DashboardLoading = () => {
  const { t, i18n } = useTranslation();
  const notice = useEarlyContent(window.location.pathname, i18n.language)?.notice;
  return (
    <Box role="status">
      {notice ? <EarlyNoticeView notice={notice} /> : null}
      <Skeleton variant="rectangular" height={96} sx={{ mb: 4, mt: notice ? 2 : 0 }} />
      <Skeleton variant="rectangular" height={300} />
      <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
    </Box>
  );
};

/** The loading, error (with retry) and empty states of a section; `children` once there is data. */
export const SectionState = ({
  query,
  errorText,
  empty,
  emptyText,
  children,
}: {
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  errorText: string;
  empty?: boolean;
  emptyText?: string;
  children: () => ReactNode;
}) => {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Box role="status">
        <Skeleton variant="rectangular" height={96} />
        <VisuallyHidden>{t('dashboard.loading')}</VisuallyHidden>
      </Box>
    );
  if (query.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {errorText}
      </Alert>
    );
  if (empty) return <Typography color="textSecondary">{emptyText}</Typography>;
  return <>{children()}</>;
};
