import { describe, expect, it } from 'vitest';
import { createPortalTheme } from '../providers/theme';

const luminance = (colour: string): number => {
  const hex = colour.length === 4 ? `#${[...colour.slice(1)].map((c) => c + c).join('')}` : colour;
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};
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
});
