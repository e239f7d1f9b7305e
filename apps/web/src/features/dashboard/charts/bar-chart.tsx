import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Text,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ChartProps } from './chart-props';
import { useChartHeight } from './chart-height';

const PALETTE = [
  '#1b5e20',
  '#0d47a1',
  '#e65100',
  '#6a1b9a',
  '#b71c1c',
  '#006064',
  '#4e342e',
  '#37474f',
  '#827717',
];

type TickProps = {
  x?: number | string;
  y?: number | string;
  textAnchor?: string;
  payload?: { value?: unknown };
};

/**
 * A category label beside its bar, wrapped on words to the axis width (long Arabic status names on a
 * 390 px phone) rather than cut at the chart's edge.
 */
const wrappedTick =
  (width: number, style: { fill: string; fontSize: number }) =>
  ({ x, y, textAnchor, payload }: TickProps) => (
    <Text
      x={Number(x)}
      y={Number(y)}
      width={width}
      textAnchor={textAnchor as 'start' | 'end'}
      verticalAnchor="middle"
      {...style}
    >
      {String(payload?.value ?? '')}
    </Text>
  );

/**
 * The dashboard's bar chart (recharts, its own chunk: see lazy-chart.tsx). Mirrored in RTL: the
 * category axis starts on the right and the value axis sits on the right. The drawing itself is left
 * to right in both languages (the `dir` attribute: a CSS `direction` would be flipped by the RTL
 * styles, which anchored the Arabic labels over the bars). Hidden from screen readers: every chart
 * has its table beside it.
 */
const DashboardBarChart = ({ data, series, direction, stacked = false, horizontal = false }: ChartProps) => {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const rtl = direction === 'rtl';
  const labelWidth = narrow ? 120 : 180;
  const height = useChartHeight({ rows: data.length, horizontal });
  const text = { fill: theme.palette.text.primary, fontSize: 13 };
  return (
    // Clipped: the tooltip's hidden box keeps its last place and must not widen a phone's page.
    <Box
      aria-hidden
      dir="ltr"
      sx={{ width: '100%', height, position: 'relative', overflow: 'hidden' }}
      data-testid="dashboard-chart"
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart
          data={data}
          layout={horizontal ? 'vertical' : 'horizontal'}
          accessibilityLayer={false}
          margin={{ top: 8, right: 16, bottom: 8, left: 16 }}
        >
          <CartesianGrid strokeDasharray="3 3" />
          {horizontal ? (
            <>
              <XAxis type="number" allowDecimals={false} reversed={rtl} tick={text} />
              <YAxis
                type="category"
                dataKey="label"
                orientation={rtl ? 'right' : 'left'}
                width={labelWidth}
                interval={0}
                tick={wrappedTick(labelWidth - 8, text)}
              />
            </>
          ) : (
            <>
              <XAxis dataKey="label" reversed={rtl} tick={text} />
              <YAxis allowDecimals={false} orientation={rtl ? 'right' : 'left'} tick={text} />
            </>
          )}
          <Tooltip />
          {series.length > 1 ? <Legend wrapperStyle={{ direction }} /> : null}
          {series.map((item, index) => (
            <Bar
              key={item.key}
              dataKey={item.key}
              name={item.label}
              fill={PALETTE[index % PALETTE.length]}
              isAnimationActive={false}
              {...(stacked && { stackId: 'all' })}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
};

export default DashboardBarChart;
