import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { DashboardSummary } from '@portal/contracts/dashboard';
import { subjectFromCredentials, canOpenRoute } from '@portal/contracts/navigation';
import { routeById, type RouteId } from '@portal/contracts/routes';
import { useFeatureFlags } from '../../../lib/config';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { waitingCards, type WaitingCard } from '../dashboard-links';
import { useCount } from './use-count';

/** Whether the signed-in person may open a route (the route table, flags included). */
const useCanOpen = (): ((id: RouteId) => boolean) => {
  const credentials = useCredentials();
  const features = useFeatureFlags();
  return (id) => !!credentials && canOpenRoute(routeById(id), subjectFromCredentials(credentials, features));
};

const useCardLabel = () => {
  const { t } = useTranslation();
  return (card: WaitingCard): { title: string; detail?: string } => {
    switch (card.kind) {
      case 'employmentRequests':
        return {
          title: t('dashboard.waiting.employmentRequests'),
          detail: t(`dashboard.requestStatus.${card.status}`),
        };
      case 'partnershipContracts':
        return {
          title: t('dashboard.waiting.partnershipContracts'),
          detail: t(`dashboard.contractStatus.${card.status}`),
        };
      default:
        return { title: t(`dashboard.waiting.${card.kind}`) };
    }
  };
};

/** "What waits on me": one card per waiting count, each opening its filtered list. */
export const WaitingSection = ({ summary }: { summary: DashboardSummary }) => {
  const canOpen = useCanOpen();
  const labelOf = useCardLabel();
  const count = useCount();
  return (
    <Grid container spacing={2}>
      {waitingCards(summary, canOpen).map((card) => {
        const { title, detail } = labelOf(card);
        const content = (
          <CardContent>
            <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
              {title}
            </Typography>
            {detail ? (
              <Typography component="span" color="textSecondary" sx={{ display: 'block' }}>
                {detail}
              </Typography>
            ) : null}
            <Typography
              component="span"
              data-testid="waiting-count"
              sx={{ display: 'block', fontSize: '2rem' }}
            >
              {count(card.count)}
            </Typography>
          </CardContent>
        );
        const key = 'status' in card ? `${card.kind}-${card.status}` : card.kind;
        return (
          <Grid key={key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined" data-testid={`waiting-${key}`}>
              {'to' in card ? (
                <CardActionArea component={RouterLink} to={card.to}>
                  {content}
                </CardActionArea>
              ) : (
                content
              )}
            </Card>
          </Grid>
        );
      })}
    </Grid>
  );
};
