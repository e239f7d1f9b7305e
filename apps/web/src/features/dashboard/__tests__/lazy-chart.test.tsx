import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { CHART_SPACE_TEST_ID, LazyBarChart } from '../charts/lazy-chart';

const WAIT = { timeout: 15_000 };

/** A stand-in for the browser's IntersectionObserver: the test says when the element is near. */
class WindowWatch {
  static made: WindowWatch[] = [];
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly report: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: IntersectionObserverInit,
  ) {
    WindowWatch.made.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

const chart = (
  <LazyBarChart
    direction="ltr"
    horizontal
    series={[{ key: 'count', label: 'Requests' }]}
    data={[
      { label: 'Waiting for the agency', count: 2 },
      { label: 'Approved', count: 5 },
      { label: 'Contracted', count: 1 },
      { label: 'Cancelled', count: 3 },
    ]}
  />
);

afterEach(() => {
  vi.unstubAllGlobals();
  WindowWatch.made = [];
});

describe('a dashboard chart below the window (decision 0095)', () => {
  it('keeps its height as a plain space until it comes within 200 px of the window, then draws', async () => {
    vi.stubGlobal('IntersectionObserver', WindowWatch);
    render(chart);
    const space = screen.getByTestId(CHART_SPACE_TEST_ID);
    // The chart's own height (chart-height.ts: 44 px a row and 60 for the axis), so nothing moves after.
    expect(space).toHaveStyle({ height: `${4 * 44 + 60}px` });
    expect(space).not.toHaveClass('portal-skeleton');
    const [watch] = WindowWatch.made;
    expect(watch?.observed).toEqual([space]);
    expect(watch?.options.rootMargin).toBe('200px');

    act(() => watch?.report([{ isIntersecting: false }]));
    expect(screen.queryByTestId('dashboard-chart')).toBeNull();

    act(() => watch?.report([{ isIntersecting: true }]));
    expect(await screen.findByTestId('dashboard-chart', {}, WAIT)).toBeInTheDocument();
    expect(screen.queryByTestId(CHART_SPACE_TEST_ID)).toBeNull();
    expect(watch?.disconnected).toBe(true);
  });

  it('draws at once where the browser cannot tell', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(chart);
    expect(screen.queryByTestId(CHART_SPACE_TEST_ID)).toBeNull();
    expect(await screen.findByTestId('dashboard-chart', {}, WAIT)).toBeInTheDocument();
  });
});
