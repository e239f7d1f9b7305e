import type { Language } from '@portal/contracts/constants';
import latinFont from './fonts/noto-sans-latin-wght.woff2?url';
import arabicLatinFont from './fonts/noto-sans-arabic-latin-wght.woff2?url';
import arabicCoreFont from './fonts/noto-sans-arabic-core-wght.woff2?url';

/**
 * The web fonts that set a language's text (the files of main.tsx's `@font-face` rules). Arabic
 * pages take their Latin characters (spaces, digits, "English") from Noto Sans Arabic's Latin
 * file, which the theme's right-to-left font stack puts first: found only at layout, it arrived
 * after the first paint and moved the text again.
 */
export const MAIN_FONTS: Record<Language, readonly string[]> = {
  'en-US': [latinFont],
  'ar-SA': [arabicCoreFont, arabicLatinFont],
};

/** The family and a sample of each main font's characters, for `document.fonts.load`. */
const SAMPLE: Record<Language, [family: string, text: string]> = {
  'en-US': ['"Noto Sans Variable"', 'a'],
  'ar-SA': ['"Noto Sans Arabic Variable"', 'عa'],
};

/**
 * Starts loading the language's main fonts before the first page renders (main.tsx calls it once
 * the application's JavaScript has loaded). Found only when the page lays out its text, they would
 * arrive after the page had painted in a fallback font, and the page would be laid out (and Arabic
 * shaped) a second time. `document.fonts.load` also decodes them, so they are ready when React
 * commits the page (a `<link rel="preload">` only fetches them: the Arabic pages were still laid
 * out once in a fallback font while the fetched file was decoded, and their text moved by a line);
 * browsers without the font loading API get the preload links.
 */
export const preloadMainFont = (language: Language, doc: Document = document): void => {
  if (doc.fonts && typeof doc.fonts.load === 'function') {
    const [family, text] = SAMPLE[language];
    doc.fonts.load(`1em ${family}`, text).catch(() => undefined);
    return;
  }
  for (const href of MAIN_FONTS[language]) {
    const link = doc.createElement('link');
    link.rel = 'preload';
    link.as = 'font';
    link.type = 'font/woff2';
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.appendChild(link);
  }
};
