import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { Skeleton } from '../../../components/skeleton';
import { useNearWindow } from '../../../components/use-near-window';
import type { ChartProps } from './chart-props';
import { useChartHeight } from './chart-height';

/** The chart library loads only when a dashboard shows a chart (a chunk of its own). */
const DashboardBarChart = lazy(() => import('./bar-chart'));

/** The test id of a chart's space before it comes near the window (the end-to-end tests scroll to it). */
export const CHART_SPACE_TEST_ID = 'dashboard-chart-space';

/**
 * A bar chart, drawn once it comes near the window (decision 0095): until then its space of the
 * chart's height (nothing is loading yet, so no placeholder), then a placeholder of that height while
 * its code loads. Its table beside it is always there.
 */
export const LazyBarChart = (props: ChartProps) => {
  const height = useChartHeight({ rows: props.data.length, horizontal: props.horizontal ?? false });
  const [ref, near] = useNearWindow<HTMLDivElement>();
  if (!near) return <Box ref={ref} data-testid={CHART_SPACE_TEST_ID} sx={{ height }} aria-hidden />;
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={height} aria-hidden />}>
      <DashboardBarChart {...props} />
    </Suspense>
  );
};
