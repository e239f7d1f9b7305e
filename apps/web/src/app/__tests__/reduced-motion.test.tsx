import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import Button from '@mui/material/Button';
import { ThemeProvider } from '@mui/material/styles';
import { usePrefersReducedMotion } from '../providers/reduced-motion';
import { createPortalTheme } from '../providers/theme';

/** A `matchMedia` whose `prefers-reduced-motion` answer the test sets and changes. */
const stubMotionPreference = (reduced: boolean) => {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduced;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal('matchMedia', (text: string) => {
    expect(text).toBe('(prefers-reduced-motion: reduce)');
    return query;
  });
  return {
    change: (next: boolean) => {
      reduced = next;
      for (const listener of listeners) listener();
    },
  };
};

afterEach(() => vi.unstubAllGlobals());

const Preference = () => <p>{usePrefersReducedMotion() ? 'reduced' : 'full'}</p>;

describe('reduced motion (WCAG 2.3.3)', () => {
  it.each(['ltr', 'rtl'] as const)(
    'a reduced theme has no transitions and no durations, a full theme keeps them (%s)',
    (direction) => {
      const reduced = createPortalTheme(direction, undefined, 'reduced');
      expect(reduced.transitions.create('opacity')).toBe('none');
      expect(reduced.transitions.duration.enteringScreen).toBe(0);
      expect(reduced.transitions.duration.leavingScreen).toBe(0);
      expect(reduced.transitions.getAutoHeightDuration(400)).toBe(0);

      const full = createPortalTheme(direction);
      expect(full.transitions.create('opacity')).toContain('opacity');
      expect(full.transitions.duration.enteringScreen).toBeGreaterThan(0);
      expect(full.transitions.getAutoHeightDuration(400)).toBeGreaterThan(0);
    },
  );

  it.each([
    ['full', 1],
    ['reduced', 0],
  ] as const)('a pressed button draws a ripple with %s motion: %i', (motion, ripples) => {
    render(
      <ThemeProvider theme={createPortalTheme('ltr', undefined, motion)}>
        <Button>Save</Button>
      </ThemeProvider>,
    );
    act(() => {
      fireEvent.mouseDown(screen.getByRole('button', { name: 'Save' }));
    });
    expect(document.querySelectorAll('.MuiTouchRipple-root')).toHaveLength(ripples);
  });

  it('follows the system preference while the page is open', () => {
    const preference = stubMotionPreference(false);
    render(<Preference />);
    expect(screen.getByText('full')).toBeTruthy();
    act(() => preference.change(true));
    expect(screen.getByText('reduced')).toBeTruthy();
    act(() => preference.change(false));
    expect(screen.getByText('full')).toBeTruthy();
  });

  it('is full motion where the browser cannot be asked', () => {
    vi.stubGlobal('matchMedia', undefined);
    render(<Preference />);
    expect(screen.getByText('full')).toBeTruthy();
  });
});
