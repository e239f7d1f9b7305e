import type { Language } from '@portal/contracts/constants';
import latinFont from '@fontsource-variable/noto-sans/files/noto-sans-latin-wght-normal.woff2?url';
import arabicFont from '@fontsource-variable/noto-sans-arabic/files/noto-sans-arabic-arabic-wght-normal.woff2?url';

/** The web font that sets most of a language's text (the files main.tsx's `@font-face` rules name). */
export const MAIN_FONT: Record<Language, string> = { 'en-US': latinFont, 'ar-SA': arabicFont };

/**
 * Starts loading the language's main font before the first page renders (main.tsx calls it once
 * the application's JavaScript has loaded). Found only when the page lays out its text, it would
 * arrive after the page had painted in a fallback font, and the page would be laid out (and Arabic
 * shaped) a second time.
 */
export const preloadMainFont = (language: Language, doc: Document = document): void => {
  const link = doc.createElement('link');
  link.rel = 'preload';
  link.as = 'font';
  link.type = 'font/woff2';
  link.crossOrigin = 'anonymous';
  link.href = MAIN_FONT[language];
  doc.head.appendChild(link);
};
