// The boot script: small, so it runs as soon as it arrives and starts, beside the application's
// JavaScript, what the first page needs (its texts, its page module, the right-to-left styles).
import './app/fonts/noto-sans.css';
import './app/fonts/noto-sans-arabic.css';
import './app/boot.css';
import { prefetchPublicConfig } from './lib/early-config';
import { prefetchLocale } from './lib/i18n/early-locale';
import { applyDocumentLanguage, directionOf, initialLanguage } from './lib/i18n/language';
import { preloadFirstPage } from './app/direct-pages';
import { preloadMainFont } from './app/fonts';
import { loadApplication } from './app/stages';
import { FORMATTERS_WARMING_ATTRIBUTE, keepFirstScreen, writeLanguageCookie } from './app/prerendered';
import { startWarmingFormatters } from './lib/format/warm-formatters';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const language = initialLanguage();
// The server's first screen of a public page stays until the application replaces it, when it is in
// this language (decision 0066); the cookie tells the server the language of the next page.
const firstScreen = keepFirstScreen(container, language);
writeLanguageCookie(language);
applyDocumentLanguage(language);
// With a first screen this script is asked for once that screen has painted (its inline guard,
// vite-prerender.ts): what follows already comes after the paint.
prefetchLocale(language);
// The locale data of numbers and dates loaded on another thread before the first page needs it (a
// server's first screen has its guard start that worker earlier).
if (!document.documentElement.hasAttribute(FORMATTERS_WARMING_ATTRIBUTE)) startWarmingFormatters(language);
// A signed-in address: its guard's configuration beside the JavaScript (decision 0065).
if (!preloadFirstPage(window.location.pathname, import.meta.env.BASE_URL)) prefetchPublicConfig();
if (directionOf(language) === 'rtl') void import('./app/providers/rtl-cache').catch(() => undefined);
void loadApplication().then(({ start }) => {
  // The font once the application's JavaScript is in: on a slow link it does not take bandwidth from
  // that JavaScript (nothing paints without it), and it still comes before the first layout.
  preloadMainFont(language);
  void start(container, { firstScreen });
});
