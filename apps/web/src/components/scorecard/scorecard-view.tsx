import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import type { ScorecardFigure, ScorecardFigures } from '@portal/contracts/scorecards';
import { FiguresTable } from '../figures-table';
import { FigureText, type FigureUnit } from './figure-text';

const CONTRACT_FIGURES: {
  key:
    | 'cancellationsPer100Contracts'
    | 'complaintsPer100Contracts'
    | 'ordersMetOnTimePercent'
    | 'arrivalsOnTimePercent';
  label: string;
  unit: FigureUnit;
}[] = [
  { key: 'cancellationsPer100Contracts', label: 'cancellations', unit: 'per100' },
  { key: 'complaintsPer100Contracts', label: 'complaints', unit: 'per100' },
  { key: 'ordersMetOnTimePercent', label: 'orders', unit: 'percent' },
  { key: 'arrivalsOnTimePercent', label: 'arrivals', unit: 'percent' },
];

/**
 * One organisation's figures (decision 0060): its answers by kind, then its contract figures, each
 * with its count. Needs `scorecardFigureTexts` loaded.
 */
export const ScorecardView = ({ figures }: { figures: ScorecardFigures }) => {
  const { t } = useTranslation();
  const contractFigures = CONTRACT_FIGURES.flatMap((figure) => {
    const value: ScorecardFigure | null = figures[figure.key];
    return value ? [{ ...figure, value }] : [];
  });
  return (
    <>
      {figures.answers.length ? (
        <FiguresTable
          caption={t('scorecards.answers.caption')}
          columns={[
            t('scorecards.answers.kind'),
            t('scorecards.answers.limit'),
            t('scorecards.answers.onTime'),
            t('scorecards.answers.median'),
          ]}
          rows={figures.answers.map((answer) => ({
            id: answer.kind,
            cells: [
              t(`scorecards.answers.kinds.${answer.kind}`),
              answer.limitDays === null
                ? t('scorecards.answers.noLimit')
                : t('scorecards.answers.limitDays', { count: answer.limitDays }),
              <FigureText key="onTime" figure={answer.onTimePercent} unit="percent" />,
              <FigureText key="median" figure={answer.medianHours} unit="hours" />,
            ],
          }))}
        />
      ) : (
        <Typography sx={{ my: 2 }}>{t('scorecards.answers.none')}</Typography>
      )}
      {contractFigures.length ? (
        <FiguresTable
          caption={t('scorecards.contracts.caption')}
          columns={[t('scorecards.contracts.figure'), t('scorecards.contracts.value')]}
          rows={contractFigures.map((figure) => ({
            id: figure.key,
            cells: [
              t(`scorecards.contracts.${figure.label}`),
              <FigureText key="value" figure={figure.value} unit={figure.unit} />,
            ],
          }))}
        />
      ) : null}
    </>
  );
};
