import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import { SCORECARD_MIN_EVENTS, type ScorecardFigure } from '@portal/contracts/scorecards';
import { formatNumber } from '../../lib/format/intl';
import { toLanguage } from '../../lib/i18n/language';

/** How a shown value reads: a share, a rate per 100 contracts, a number of hours. */
export type FigureUnit = 'percent' | 'per100' | 'hours';

/**
 * One figure in a table cell: its value (or why there is none) and, always, the number of events
 * it counts (decision 0060: none shown under 20 events).
 */
export const FigureText = ({ figure, unit }: { figure: ScorecardFigure; unit: FigureUnit }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.language);
  const number = (value: number) => formatNumber(value, language, { maximumFractionDigits: 1 });
  const main =
    figure.state === 'shown' && figure.value !== null
      ? t(`scorecards.value.${unit}`, { value: number(figure.value) })
      : figure.state === 'tooFewEvents'
        ? t('scorecards.value.tooFewEvents', { min: number(SCORECARD_MIN_EVENTS) })
        : t(`scorecards.value.${figure.state === 'noTimeLimit' ? 'noTimeLimit' : 'notRecorded'}`);
  return (
    <>
      <bdi>{main}</bdi>
      {figure.state === 'notRecorded' && figure.events === 0 ? null : (
        <Typography component="span" variant="body2" color="textSecondary" sx={{ display: 'block' }}>
          {t('scorecards.value.events', { count: figure.events })}
        </Typography>
      )}
    </>
  );
};
