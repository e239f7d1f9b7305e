/** One row of a chart: its category label and one number per series key. */
export type ChartDatum = { label: string } & Record<string, string | number>;

export type ChartProps = {
  data: ChartDatum[];
  series: { key: string; label: string }[];
  direction: 'ltr' | 'rtl';
  /** Series stacked in one bar per category. */
  stacked?: boolean;
  /** Bars along the inline axis, categories one under another (long labels). */
  horizontal?: boolean;
};
