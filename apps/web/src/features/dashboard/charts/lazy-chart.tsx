import { lazy, Suspense } from 'react';
import Skeleton from '@mui/material/Skeleton';
import type { ChartProps } from './chart-props';

/** The chart library loads only when a dashboard shows a chart (a chunk of its own). */
const DashboardBarChart = lazy(() => import('./bar-chart'));

/** A bar chart, with a placeholder while its code loads. */
export const LazyBarChart = (props: ChartProps) => (
  <Suspense fallback={<Skeleton variant="rectangular" height={200} aria-hidden />}>
    <DashboardBarChart {...props} />
  </Suspense>
);
