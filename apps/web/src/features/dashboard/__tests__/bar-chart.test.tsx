import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { createRtlCache } from '../../../app/providers/rtl-cache';
import { createPortalTheme } from '../../../app/providers/theme';
import DashboardBarChart from '../charts/bar-chart';

/** The CSS emotion wrote for an element's classes. */
const cssOf = (element: HTMLElement): string => {
  const classes = [...element.classList];
  return [...document.querySelectorAll('style')]
    .flatMap((style) => (style.textContent ?? '').split('}'))
    .filter((rule) => classes.some((name) => rule.includes(`.${name}`)))
    .join('}');
};

describe('dashboard bar chart in Arabic', () => {
  it('is drawn left to right (the labels stay beside the bars), though the page is right to left', () => {
    render(
      <CacheProvider value={createRtlCache()}>
        <ThemeProvider theme={createPortalTheme('rtl')}>
          <div dir="rtl">
            <DashboardBarChart
              direction="rtl"
              horizontal
              series={[{ key: 'count', label: 'العدد' }]}
              data={[{ label: 'بانتظار موافقة الوكالة الأجنبية', count: 2 }]}
            />
          </div>
        </ThemeProvider>
      </CacheProvider>,
    );
    const chart = screen.getByTestId('dashboard-chart');
    expect(cssOf(chart)).not.toMatch(/direction:\s*rtl/);
    expect(chart.closest('[dir]')).toHaveAttribute('dir', 'ltr');
  });
});
