import { dirOf, messagesFor, otherLang, type Lang } from '../i18n';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and double-quoted attributes. */
export const esc = (value: unknown): string =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);

/** Marks a string as already-safe HTML (the output of the view helpers). */
export type Html = { readonly html: string };
export const raw = (html: string): Html => ({ html });

/** Tagged template that escapes every interpolated value unless it is Html (or an array of Html). */
export const markup = (strings: TemplateStringsArray, ...values: unknown[]): Html =>
  raw(
    strings.reduce((out, str, i) => {
      if (i === 0) return str;
      const value = values[i - 1];
      const rendered = Array.isArray(value)
        ? value.map((v) => (isHtml(v) ? v.html : esc(v))).join('')
        : isHtml(value)
          ? value.html
          : value === undefined || value === null || value === false
            ? ''
            : esc(value);
      return out + rendered + str;
    }, ''),
  );

const isHtml = (value: unknown): value is Html =>
  typeof value === 'object' && value !== null && typeof (value as Html).html === 'string';

export type PageOptions = {
  lang: Lang;
  title: string;
  body: Html;
  /** The same page in the other language; no switch link when absent. */
  switchHref?: string | undefined;
  /** Where the served assets live (`/auth/assets`). */
  assets: string;
  script?: boolean;
};

/** The frame of every sign-in service page: no inline script or style, lang and dir set. */
export const page = ({ lang, title, body, switchHref, assets, script }: PageOptions): string => {
  const t = messagesFor(lang);
  const other = otherLang(lang);
  return `<!DOCTYPE html>${
    markup`<html lang="${lang}" dir="${dirOf(lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${title} - ${t.portal}</title>
<link rel="stylesheet" href="${assets}/identity.css">
${script ? markup`<script src="${assets}/identity.js" defer></script>` : undefined}
</head>
<body>
<header class="top">
  <span class="brand">${t.portal}</span>
  ${switchHref ? markup`<a class="lang-switch" href="${switchHref}" lang="${other}" hreflang="${other}">${t.switchTo}</a>` : undefined}
</header>
<main id="main" class="card">
${body}
</main>
</body>
</html>
`.html
  }`;
};
