import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Skeleton } from '../../../components/skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { SCORECARD_MIN_EVENTS, type Scorecard } from '@portal/contracts/scorecards';
import { PageFrame } from '../../../components/page-frame';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDateTime, formatNumber } from '../../../lib/format/intl';
import { localized } from '../../../lib/i18n/localized';
import { toLanguage } from '../../../lib/i18n/language';
import { useScorecards } from '../api/get-scorecards';
import { ScorecardView } from '../../../components/scorecard/scorecard-view';

/** "Manila Star (Foreign agency, Philippines)": the name, the party and the country. */
const useCardLabel = () => {
  const { t, i18n } = useTranslation();
  return (card: Scorecard) => {
    const details = [
      t(`scorecards.party.${card.organization.party}`),
      card.organization.country ? localized(card.organization.country.name, i18n.language) : null,
    ].filter(Boolean);
    return `${localized(card.organization.name, i18n.language)} (${details.join(i18n.language.startsWith('ar') ? '، ' : ', ')})`;
  };
};

/**
 * `/scorecards` (decision 0060): the caller's own card, or for admins, SAMOL and FMOL the cards
 * they may see, one at a time by a chooser. Loading, error (with retry) and empty states.
 */
export const ScorecardsPage = () => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const query = useScorecards();
  const label = useCardLabel();
  const [chosen, setChosen] = useState<number | null>(null);

  if (query.isPending)
    return (
      <PageFrame>
        <Box role="status">
          <Skeleton variant="rectangular" height={240} />
          <VisuallyHidden>{t('scorecards.loading')}</VisuallyHidden>
        </Box>
      </PageFrame>
    );
  if (query.isError)
    return (
      <PageFrame>
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('scorecards.retry')}
            </Button>
          }
        >
          {t('scorecards.error')}
        </Alert>
      </PageFrame>
    );

  const { items, computedAt } = query.data;
  const card = items.find((item) => item.organization.id === chosen) ?? items[0];
  return (
    <PageFrame>
      <Typography sx={{ mb: 1 }}>
        {t('scorecards.intro', { min: formatNumber(SCORECARD_MIN_EVENTS, language) })}
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 3 }}>
        {computedAt
          ? t('scorecards.computedAt', { at: formatDateTime(computedAt, language) })
          : t('scorecards.notComputed')}
      </Typography>
      {!card ? (
        <Alert severity="info">{t('scorecards.empty')}</Alert>
      ) : (
        <>
          {items.length > 1 ? (
            <TextField
              id="scorecards-organization"
              select
              label={t('scorecards.organization')}
              value={card.organization.id}
              onChange={(event) => setChosen(Number(event.target.value))}
              fullWidth
              // The window's width at most: a long organisation name is cut short in the field, whole in the list.
              sx={{ maxWidth: 480, mb: 2 }}
              // The browser's list, not MUI's menu (decision 0064, 2026-11-29).
              slotProps={{ select: { native: true } }}
            >
              {items.map((item) => (
                <option key={item.organization.id} value={item.organization.id}>
                  {label(item)}
                </option>
              ))}
            </TextField>
          ) : null}
          <Typography variant="h2" sx={{ fontSize: '1.35rem' }} gutterBottom>
            <bdi>{label(card)}</bdi>
          </Typography>
          <ScorecardView figures={card} />
        </>
      )}
    </PageFrame>
  );
};
