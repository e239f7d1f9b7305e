import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@portal/contracts/colour-contrast';
import { createPortalTheme } from '../providers/theme';

const contrast = contrastRatio;
const ring = (outline: unknown) => {
  const match = /^(\d+)px solid (#[0-9a-f]{6})$/i.exec(String(outline));
  return { width: Number(match?.[1] ?? 0), colour: match?.[2] ?? '#ffffff' };
};
type Overrides = Record<string, { styleOverrides?: { root?: Record<string, Record<string, unknown>> } }>;

describe('keyboard focus ring (theme)', () => {
  it.each(['ltr', 'rtl'] as const)(
    'buttons, menu items, list items, tabs and accordions show 3 px of at least 3:1 (%s)',
    (direction) => {
      const theme = createPortalTheme(direction);
      const components = theme.components as Overrides;
      const backgrounds = [theme.palette.background.default, theme.palette.background.paper, '#ffffff'];
      for (const name of [
        'MuiButtonBase',
        'MuiMenuItem',
        'MuiListItemButton',
        'MuiTab',
        'MuiAccordionSummary',
      ]) {
        const focused = components[name]?.styleOverrides?.root?.['&.Mui-focusVisible'];
        const { width, colour } = ring(focused?.outline);
        expect(width, name).toBeGreaterThanOrEqual(3);
        for (const background of backgrounds)
          expect(contrast(colour, background), name).toBeGreaterThanOrEqual(3);
      }
      const onAppBar = components.MuiAppBar?.styleOverrides?.root?.['& .MuiButtonBase-root.Mui-focusVisible'];
      expect(contrast(String(onAppBar?.outlineColor), theme.palette.primary.main)).toBeGreaterThanOrEqual(3);
    },
  );

  it.each(['ltr', 'rtl'] as const)(
    'text fields (the sign-in page included) show a focus ring of at least 3:1 (%s)',
    (direction) => {
      const theme = createPortalTheme(direction);
      const components = theme.components as Overrides;
      const focused = components.MuiOutlinedInput?.styleOverrides?.root?.['&.Mui-focused'];
      const { width, colour } = ring(focused?.outline);
      expect(width).toBeGreaterThanOrEqual(2);
      for (const background of [theme.palette.background.default, theme.palette.background.paper, '#ffffff'])
        expect(contrast(colour, background)).toBeGreaterThanOrEqual(3);
    },
  );
});
