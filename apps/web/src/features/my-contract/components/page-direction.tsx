import { use, useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider, useTheme, type Theme } from '@mui/material/styles';

type Direction = 'ltr' | 'rtl';

const caches: Partial<Record<Direction, Promise<EmotionCache>>> = {};

/** Styles of the page's own direction (the portal's cache serves the portal's direction). */
const cacheOf = (direction: Direction): Promise<EmotionCache> =>
  (caches[direction] ??=
    direction === 'rtl'
      ? import('../../../app/providers/rtl-cache').then((module) => module.createRtlCache())
      : Promise.resolve(createCache({ key: 'mcltr' })));

/**
 * The page's content in its own language's direction: Arabic right to left, the other languages
 * left to right, whichever direction the portal around it has (its header and footer keep theirs).
 */
export const PageDirection = ({ direction, children }: { direction: Direction; children: ReactNode }) => {
  const outer = useTheme<Theme>();
  const theme = useMemo<Theme>(() => ({ ...outer, direction }), [outer, direction]);
  if (outer.direction === direction) return <>{children}</>;
  return (
    <OtherDirection cache={cacheOf(direction)} theme={theme}>
      {children}
    </OtherDirection>
  );
};

const OtherDirection = ({
  cache,
  theme,
  children,
}: {
  cache: Promise<EmotionCache>;
  theme: Theme;
  children: ReactNode;
}) => (
  <CacheProvider value={use(cache)}>
    <ThemeProvider theme={theme}>{children}</ThemeProvider>
  </CacheProvider>
);
