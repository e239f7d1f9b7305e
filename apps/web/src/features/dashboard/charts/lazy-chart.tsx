import { lazy, Suspense } from 'react';
import { Skeleton } from '../../../components/skeleton';
import type { ChartProps } from './chart-props';
import { useChartHeight } from './chart-height';

/** The chart library loads only when a dashboard shows a chart (a chunk of its own). */
const DashboardBarChart = lazy(() => import('./bar-chart'));

/** A bar chart, with a placeholder of its height while its code loads. */
export const LazyBarChart = (props: ChartProps) => {
  const height = useChartHeight({ rows: props.data.length, horizontal: props.horizontal ?? false });
  return (
    <Suspense fallback={<Skeleton variant="rectangular" height={height} aria-hidden />}>
      <DashboardBarChart {...props} />
    </Suspense>
  );
};
