import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { createPortalTheme } from '../../app/providers/theme';
import { SignInIcon, SignOutIcon } from '../direction-icons';

const drawn = (direction: 'ltr' | 'rtl') => {
  const { container } = render(
    <ThemeProvider theme={createPortalTheme(direction)}>
      <SignInIcon data-testid="in" />
      <SignOutIcon data-testid="out" />
    </ThemeProvider>,
  );
  return [...container.querySelectorAll('svg')].map((svg) => svg.style.transform);
};

describe('sign-in and sign-out icons', () => {
  it('point the other way in Arabic (right to left)', () => {
    expect(drawn('rtl')).toEqual(['scaleX(-1)', 'scaleX(-1)']);
  });
  it('are drawn as they are in English', () => {
    expect(drawn('ltr')).toEqual(['', '']);
  });
});
