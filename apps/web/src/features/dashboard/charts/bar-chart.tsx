import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartProps } from './chart-props';

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

/**
 * The dashboard's bar chart (recharts, its own chunk: see lazy-chart.tsx). Mirrored in RTL: the
 * category axis starts on the right and the value axis sits on the right. Hidden from screen
 * readers: every chart has its table beside it.
 */
const DashboardBarChart = ({ data, series, direction, stacked = false, horizontal = false }: ChartProps) => {
  const theme = useTheme();
  const rtl = direction === 'rtl';
  const height = horizontal ? Math.max(160, data.length * 44 + 60) : 300;
  const text = { fill: theme.palette.text.primary, fontSize: 13 };
  return (
    // Clipped: the tooltip's hidden box keeps its last place and must not widen a phone's page.
    <Box
      aria-hidden
      sx={{ width: '100%', height, direction: 'ltr', position: 'relative', overflow: 'hidden' }}
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
                width={180}
                tick={text}
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
