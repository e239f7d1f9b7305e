import { useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';

export type Direction = 'ltr' | 'rtl';

const ltrCache = createCache({ key: 'mcltr' });
let rtlCache: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

/** Loads the styles of a direction (right to left: the stylis plugin, on first need). */
export const loadPageDirection = (direction: Direction): Promise<EmotionCache> =>
  direction === 'ltr'
    ? Promise.resolve(ltrCache)
    : (rtlLoading ??= import('../../../app/providers/rtl-cache').then(
        (module) => (rtlCache = module.createRtlCache()),
      ));

/**
 * The page's content in its own language's direction: Arabic right to left, the other languages
 * left to right, whatever the portal around it (its header and footer keep theirs). The same
 * providers whatever the direction, so a change of language keeps the page's state. The page shows
 * a language once its direction is loaded (`loadPageDirection`).
 */
export const PageDirection = ({ direction, children }: { direction: Direction; children: ReactNode }) => {
  const outer = useTheme<Theme>();
  const theme = useMemo<Theme>(() => ({ ...outer, direction }), [outer, direction]);
  const cache = direction === 'rtl' ? (rtlCache ?? ltrCache) : ltrCache;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </CacheProvider>
  );
};
