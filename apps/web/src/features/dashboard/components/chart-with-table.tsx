import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { directionOf, toLanguage } from '../../../lib/i18n/language';
import type { ChartProps } from '../charts/chart-props';
import { LazyBarChart } from '../charts/lazy-chart';
import { FiguresTable, type FiguresTableProps } from '../../../components/figures-table';

type ChartWithTableProps = {
  chart: Omit<ChartProps, 'direction'>;
  table: Omit<FiguresTableProps, 'hidden'>;
  /** The table always shows (e.g. its cells are the links); otherwise a toggle shows it instead of the chart. */
  tableVisible?: boolean;
};

/**
 * A chart and its table equivalent: the chart is hidden from screen readers, the table is always
 * there for them; sighted people see it beside the chart or through the toggle.
 */
export const ChartWithTable = ({ chart, table, tableVisible = false }: ChartWithTableProps) => {
  const { t, i18n } = useTranslation();
  const [showTable, setShowTable] = useState(false);
  const direction = directionOf(toLanguage(i18n.language));
  if (tableVisible)
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' },
          alignItems: 'start',
        }}
      >
        <LazyBarChart {...chart} direction={direction} />
        <FiguresTable {...table} />
      </Box>
    );
  return (
    <Box>
      <Button size="small" aria-pressed={showTable} onClick={() => setShowTable((shown) => !shown)}>
        {t(showTable ? 'dashboard.showChart' : 'dashboard.showTable')}
      </Button>
      {showTable ? null : <LazyBarChart {...chart} direction={direction} />}
      <FiguresTable {...table} hidden={!showTable} />
    </Box>
  );
};
