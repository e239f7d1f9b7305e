import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';

/**
 * The chart's height in pixels: its placeholder (while the chart library loads) takes the same, so
 * nothing under it moves when the chart replaces it (decision 0050).
 */
export const useChartHeight = ({ rows, horizontal }: { rows: number; horizontal: boolean }): number => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  return horizontal ? Math.max(160, rows * (narrow ? 56 : 44) + 60) : 300;
};
