import { use, useMemo, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { directionOf, toLanguage } from '../../lib/i18n/language';
import { usePrefersReducedMotion } from './reduced-motion';
import { createPortalTheme, type ComponentTexts } from './theme';

/** The MUI components' own words in the current language (the organisation picker's "Open", …). */
export const componentTexts = (t: TFunction): ComponentTexts => ({
  openList: t('common.openList'),
  closeList: t('common.closeList'),
  clear: t('common.clear'),
  noOptions: t('common.noOptions'),
  loading: t('common.loading'),
  close: t('common.close'),
});

const ltrCache = createCache({ key: 'mui' });
let rtlCache: Promise<EmotionCache> | null = null;

/** The right-to-left cache (stylis prefixer + RTL plugin) loads only when Arabic is used. */
const loadRtlCache = (): Promise<EmotionCache> =>
  (rtlCache ??= import('./rtl-cache').then((module) => module.createRtlCache()));

/** Loads what a language's direction needs before switching to it (no flash while the RTL cache loads). */
export const preloadDirection = async (language: string): Promise<void> => {
  if (directionOf(toLanguage(language)) === 'rtl') await loadRtlCache();
};

/** MUI theme and emotion cache following the language: right-to-left with its stylis plugin for Arabic. */
export const PortalThemeProvider = ({ children }: { children: ReactNode }) => {
  const { i18n, t } = useTranslation();
  const direction = directionOf(toLanguage(i18n.resolvedLanguage ?? i18n.language));
  const texts = useMemo(() => componentTexts(t), [t]);
  const motion = usePrefersReducedMotion() ? 'reduced' : 'full';
  const theme = useMemo(() => createPortalTheme(direction, texts, motion), [direction, texts, motion]);
  const cache = direction === 'rtl' ? use(loadRtlCache()) : ltrCache;
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </CacheProvider>
  );
};
