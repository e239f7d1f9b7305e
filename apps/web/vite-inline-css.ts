import type { Plugin } from 'vite';

/** Larger style sheets stay files: the HTML is not cached, the hashed sheet is. */
const MAX_INLINE_BYTES = 16 * 1024;

/**
 * The entry's style sheet (only the fonts' `@font-face` rules) goes into index.html as a `<style>`
 * element, so no request blocks the first paint. The CSP allows inline styles; the file stays
 * in the build for any chunk that refers to it.
 */
export const inlineEntryCss = (): Plugin => ({
  name: 'portal-inline-entry-css',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (html, context) =>
      html.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (tag, file: string) => {
        const asset = context.bundle?.[file];
        if (asset?.type !== 'asset') return tag;
        const css = String(asset.source);
        return css.length <= MAX_INLINE_BYTES && !css.includes('</') ? `<style>${css}</style>` : tag;
      }),
  },
});
