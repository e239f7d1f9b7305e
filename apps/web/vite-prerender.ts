import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig } from 'vite';
// Relative: the build's configuration is loaded by Node, which cannot import the package's `.ts` by name.
import { LANGUAGES, isRtl, type Language } from '../../packages/contracts/src/constants.js';
import {
  LANGUAGE_COOKIE,
  FORMATTERS_WARMING_ATTRIBUTE,
  ORGANIZATION_PROPERTY,
  SIGNED_IN_ATTRIBUTE,
  STALE_ATTRIBUTE,
} from './src/app/prerendered.js';
import {
  EARLY_PAINT_ATTRIBUTE,
  EARLY_PAINT_WAIT_MS,
  EARLY_PAINTED_EVENT,
  NOTICE_TEXT,
  TITLE_MARK,
} from './src/app/early-paint-markers.js';
import { BROWSER_TAGS, MY_CONTRACT_LANGUAGES } from './src/features/my-contract/languages.js';
import { STORAGE_KEYS } from './src/lib/storage/storage-keys.js';
import type { EarlyPaintScreen, SignedInFirstScreens } from './src/app/prerender.js';

/**
 * The public addresses whose first screen the build writes (decision 0066): the pages a visitor
 * opens first, whose first render needs no data the build cannot know. Not the contact page (it
 * waits for the settings), not the sign-in's later steps. The worker's check also with each of its
 * languages in the address (`?lang=fil-PH`, the link an agency shares; decision 0055): the server
 * gives those for that exact query.
 */
export const FIRST_SCREEN_PATHS = [
  '/',
  '/login',
  '/faq',
  '/user-guide',
  '/verify',
  '/registry',
  '/my-contract',
  ...MY_CONTRACT_LANGUAGES.map(({ code }) => `/my-contract?lang=${code}`),
];

/**
 * Addresses whose content has its own language choice beyond the portal's two (decision 0055): the
 * language prefixes of the browser's preferences the page knows, each with whether the page then
 * shows a language of its own (1: Filipino, Indonesian), whose first screen without a query the build
 * does not write, or the portal's (0: Arabic, English). As `initialPageLanguage`: the first known
 * prefix decides, unless the address names the language (`?lang=`, whose first screen the build
 * writes in that language); the page stores no choice.
 */
export const OWN_LANGUAGE_PAGES: Record<string, Record<string, 0 | 1>> = {
  '/my-contract': Object.fromEntries(
    Object.entries(BROWSER_TAGS).map(([prefix, language]) => [
      prefix,
      (LANGUAGES as readonly string[]).includes(language) ? 0 : 1,
    ]),
  ),
};

/** Where the first screens go in the build, with `manifest.json` (read by the API, plugins/static-web.ts). */
export const FIRST_SCREEN_DIR = 'first-screen';

/** The early data's chunk (vite.config.ts names it `early-data`). */
const EARLY_DATA_CHUNK = /^early-data-[\w-]{8}\.js$/;
/** The early paint's chunk (vite.config.ts names it `early-paint`). */
const EARLY_PAINT_CHUNK = /^assets\/early-paint-[\w-]{8}\.js$/;
/** The formatters' worker (src/lib/format/formatters.worker.ts). */
const FORMATTERS_WORKER = /^formatters\.worker-[\w-]{8}\.js$/;

/** The main fonts of a language (src/app/fonts.ts), by the start of their file names. */
const FONT_FILES: Record<Language, RegExp> = {
  'en-US': /^noto-sans-latin-wght-[\w-]+\.woff2$/,
  'ar-SA': /^noto-sans-arabic-(core|latin)-wght-[\w-]+\.woff2$/,
};

/**
 * The application's scripts as the client build wrote them into index.html; with `signedIn`, what a
 * kept signed-in first screen also asks beside them (the early data's chunk, whose `import()` the
 * application makes as it starts: asked with the entry, it is no longer a round trip after it).
 */
export type AppScripts = {
  entry: string;
  preloads: readonly string[];
  signedIn?: readonly string[];
  /**
   * The early paint's module and what it imports (decision 0078): on a signed-in page that names its
   * route (`EARLY_PAINT_ATTRIBUTE`), asked alone at the first paint; the application's scripts once it
   * has drawn, or after `EARLY_PAINT_WAIT_MS`.
   */
  earlyPaint?: readonly string[];
  /**
   * The worker that makes the first number and date formatters (decision 0094), started by the guard
   * at once, named by the language it chose: the early paint formats its first date long before the
   * boot script runs.
   */
  formatters?: string;
};

const ENTRY_TAG = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD_TAG = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/** The entry and its module preloads in the template, and the template without them. */
export const appScriptsOf = (template: string): { scripts: AppScripts; rest: string } => {
  const entry = ENTRY_TAG.exec(template)?.[1];
  if (!entry) throw new Error('vite-prerender: index.html has no module entry');
  const preloads = [...template.matchAll(PRELOAD_TAG)].map((match) => match[1] ?? '');
  return { scripts: { entry, preloads }, rest: template.replace(ENTRY_TAG, '').replace(PRELOAD_TAG, '') };
};

/**
 * The guard, inline in `<head>` before anything paints: the page the browser keeps is the first
 * screen only when the language it would choose itself is the one the server chose, and no session is
 * stored in either storage (the public header then shows "open the portal" instead of "sign in"). The language as in
 * `detectLanguage` (src/lib/i18n/language.ts): the stored one, else the browser's languages, exact,
 * then by prefix, else the first. On an address of `ownLanguages` the page's content must also keep
 * the portal's language (the browser prefers none of the page's own). Otherwise the first screen is
 * hidden and the boot script empties it: the page starts as it does without a first screen, never in
 * the wrong language.
 *
 * With `scripts`, the same script then asks for the application's JavaScript, which the page does not
 * name in tags (decision 0066, 2026-11-29): once the first screen has painted (the browser's
 * first-contentful-paint entry), at once when there is nothing to paint first (a stale first screen,
 * a tab in the background, no paint timing), and never before `#root` is parsed (the boot script
 * reads it). Asked beside the document, the ~170 KB of modules shared the link with the document and
 * its font and were counted in Lighthouse's simulated first paint.
 */
export const guardScript = (
  languages: readonly string[] = LANGUAGES,
  scripts?: AppScripts,
  ownLanguages: Record<string, Record<string, 0 | 1>> = OWN_LANGUAGE_PAGES,
): string =>
  `(function(d){var L=${JSON.stringify(languages)},s,c;try{s=localStorage.getItem(${JSON.stringify(
    STORAGE_KEYS.language,
  )});c=localStorage.getItem(${JSON.stringify(
    STORAGE_KEYS.credentials,
  )})||sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.credentials)})}catch(e){}` +
  `if(L.indexOf(s)<0){var n=navigator,b=(n.languages&&n.languages.length?[].slice.call(n.languages):[]),i,j;` +
  `if(n.language&&b.indexOf(n.language)<0)b.unshift(n.language);s=null;` +
  `for(i=0;i<b.length&&!s;i++)for(j=0;j<L.length;j++)if(L[j].toLowerCase()===String(b[i]).toLowerCase())s=L[j];` +
  `for(i=0;i<b.length&&!s;i++)for(j=0;j<L.length;j++)if(L[j].split("-")[0]===String(b[i]).split(/[-_]/)[0].toLowerCase())s=L[j];` +
  `s=s||L[0]}var M=${JSON.stringify(ownLanguages)}[location.pathname.replace(/\\/+$/,"")],w=0,Q,u,v;` +
  `if(M&&!/[?&]lang=/.test(location.search)){Q=navigator.languages||[];for(u=0;u<Q.length;u++){v=M[String(Q[u]).toLowerCase().split("-")[0]];if(v!==void 0){w=v;break}}}` +
  // A signed-in page's first screen (decision 0075) is the opposite case: kept only with a stored
  // session, whose organisation's name it then shows in the app bar.
  `var I=d.hasAttribute(${JSON.stringify(SIGNED_IN_ATTRIBUTE)}),N;` +
  `if(I?!c||s!==d.lang:c||w||s!==d.lang)d.setAttribute(${JSON.stringify(STALE_ATTRIBUTE)},"");` +
  `else if(I)try{N=JSON.parse(c).organization.name;N=(s.indexOf("ar")===0?N.ar||N.en:N.en||N.ar)||"";` +
  `d.style.setProperty(${JSON.stringify(ORGANIZATION_PROPERTY)},'"'+String(N).replace(/[\\\\"]/g,"\\\\$&").replace(/[\\n\\r\\f]/g," ")+'"')}catch(e){}` +
  (scripts ? loaderScript(scripts) : '') +
  `})(document.documentElement)`;

/** The part of the guard that asks for the application's scripts (see `guardScript`); `d` is `<html>`. */
const loaderScript = ({ entry, preloads, signedIn = [], earlyPaint = [], formatters }: AppScripts): string =>
  `;var D=document,P=${JSON.stringify(preloads)},E=${JSON.stringify(entry)},g=0,r=0,R=0,k,o;` +
  (formatters
    ? `try{var F=new Worker(${JSON.stringify(formatters)},{type:"module",name:s});F.onmessage=F.onerror=function(){F.terminate()};` +
      `d.setAttribute(${JSON.stringify(FORMATTERS_WARMING_ATTRIBUTE)},"")}catch(e){}`
    : '') +
  (signedIn.length > 0
    ? `if(I&&!d.hasAttribute(${JSON.stringify(STALE_ATTRIBUTE)}))P=P.concat(${JSON.stringify(signedIn)});`
    : '') +
  // A kept signed-in first screen whose page draws a text from its first data (decision 0078).
  (earlyPaint.length > 0
    ? `R=I&&!d.hasAttribute(${JSON.stringify(STALE_ATTRIBUTE)})&&d.hasAttribute(${JSON.stringify(EARLY_PAINT_ATTRIBUTE)});`
    : '') +
  `function add(t,a){var e=D.createElement(t),x;e.crossOrigin="";for(x in a)e[x]=a[x];D.head.appendChild(e)}` +
  `function go(){if(g)return;if(D.readyState==="loading"){D.addEventListener("DOMContentLoaded",go);return}g=1;` +
  `for(k=0;k<P.length;k++)add("link",{rel:"modulepreload",href:P[k]});add("script",{type:"module",src:E})}` +
  // At the first paint: the application's scripts, or first the early paint's, then the application's
  // once it has drawn (its event), failed to load, or taken too long.
  `function run(){if(r)return;if(D.readyState==="loading"){D.addEventListener("DOMContentLoaded",run);return}r=1;if(o)o.disconnect();` +
  `if(!R){go();return}D.addEventListener(${JSON.stringify(EARLY_PAINTED_EVENT)},go);setTimeout(go,${EARLY_PAINT_WAIT_MS});` +
  `for(k=1;k<${earlyPaint.length};k++)add("link",{rel:"modulepreload",href:${JSON.stringify(earlyPaint)}[k]});` +
  `add("script",{type:"module",src:${JSON.stringify(earlyPaint[0] ?? '')},onerror:go})}` +
  `function painted(l){if(l.getEntriesByName("first-contentful-paint").length)run()}` +
  `var T=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;` +
  `if(d.hasAttribute(${JSON.stringify(STALE_ATTRIBUTE)})||D.visibilityState==="hidden"||!T||T.indexOf("paint")<0)run();` +
  `else{o=new PerformanceObserver(painted);o.observe({type:"paint",buffered:true});` +
  `D.addEventListener("visibilitychange",function(){if(D.visibilityState==="hidden")run()})}`;

/** `'sha256-…'` of an inline script, for the page's Content-Security-Policy. */
export const scriptHash = (script: string): string =>
  `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;

/**
 * Controls of the first screen are inert until the application replaces it: what a visitor typed
 * there would be lost, and a button does nothing before its code. Links stay links.
 */
const inertControls = (markup: string): string =>
  markup.replace(/<(form|button|input|select|textarea)(?=[\s>])/g, '<$1 inert=""');

/** Emotion's server rendering writes each rule as a `<style data-emotion>` before its element: into `<head>`. */
const stylesOf = (markup: string): { styles: string; body: string } => {
  const styles: string[] = [];
  const body = markup.replace(/<style data-emotion="[^"]*">[\s\S]*?<\/style>/g, (tag) => {
    styles.push(tag);
    return '';
  });
  return { styles: styles.join(''), body };
};

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One address's page in one language: index.html with the first screen in `#root`. */
export const firstScreenPage = (
  template: string,
  options: {
    language: Language;
    markup: string;
    title: string;
    fonts: readonly string[];
    guard: string;
    /** A signed-in page's first screen (decision 0075): the guard keeps it only with a stored session. */
    signedIn?: boolean;
    /** Its route's id and path, when the page draws a text from its first data (decision 0078). */
    early?: { id: string; path: string };
  },
): string => {
  const { language, markup, title, fonts, guard, signedIn = false, early } = options;
  const { styles, body } = stylesOf(markup);
  const preloads = fonts
    .map((file) => `<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/${file}">`)
    .join('');
  const page = template
    .replace(
      /<html lang="[^"]*" dir="[^"]*">/,
      `<html lang="${language}" dir="${isRtl(language) ? 'rtl' : 'ltr'}"${signedIn ? ` ${SIGNED_IN_ATTRIBUTE}=""` : ''}${early ? ` ${EARLY_PAINT_ATTRIBUTE}="${escapeHtml(`${early.id} ${early.path}`)}"` : ''}>`,
    )
    // The guard before anything can paint (it asks for the scripts after the paint); then the fonts.
    .replace(
      /<meta charset="UTF-8" \/>/i,
      (charset) =>
        `${charset}<script>${guard}</script><style>[${STALE_ATTRIBUTE}] #root{visibility:hidden}#root[data-first-screen] *{animation:none!important}[data-first-screen-organization]::before{content:var(${ORGANIZATION_PROPERTY},"")}</style>${preloads}`,
    )
    // Text waits for its font (preloaded beside the document) instead of being drawn in a fallback
    // font and laid out again when it comes: the first screen does not move.
    .replace(/font-display:\s*swap/g, 'font-display:block')
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace('</head>', `${styles}</head>`)
    .replace(
      '<div id="root"></div>',
      `<div id="root" data-first-screen="${language}">${inertControls(body)}</div>`,
    );
  if (!page.includes(`data-first-screen="${language}"`) || !page.includes(guard))
    throw new Error('vite-prerender: index.html has no empty #root or no charset meta');
  return page;
};

export type FirstScreenManifest = {
  /** The guard's CSP hash: a first screen's answer allows that inline script. */
  scriptHash: string;
  /** The cookie that names the language the browser shows (src/app/prerendered.ts). */
  languageCookie: string;
  /** Address -> language -> file under `first-screen/`. */
  pages: Record<string, Record<string, string>>;
  /** Signed-in route id -> language -> file under `first-screen/` (decision 0075). */
  signedIn: Record<string, Record<string, string>>;
};

/** `/faq` -> `faq.en-US.html`; `/my-contract?lang=fil-PH` -> `my-contract.lang-fil-PH.en-US.html`. */
const fileNameOf = (address: string, language: string) =>
  `${address === '/' ? 'home' : address.slice(1).replace(/[/?&=]/g, (sign) => (sign === '?' ? '.' : '-'))}.${language}.html`;

/**
 * `<tag …>slot<` as `<tag … mark="">text<`, at each place: how the early paint finds the title it
 * replaces and a notice's text in the first screen (decision 0078), marked by the build only.
 */
export const markSlot = (markup: string, slot: string, mark: string, text: string): string =>
  markup.replace(
    new RegExp(`(<[a-z]+[^>]*)>${slot}<`, 'g'),
    (_whole, open: string) => `${open} ${mark}="">${text}<`,
  );

type ManifestChunk = { file: string; imports?: string[] };

/** What the early paint may import besides its own chunk: the boot script's (vite.config.ts). */
const EARLY_PAINT_IMPORTS = /^assets\/(boot|rolldown-runtime)-[\w-]{8}\.js$/;

/**
 * The early paint's chunk and the chunks it imports, from the client build's manifest (decision 0078):
 * the guard asks for them together rather than one import after another. Any other chunk among them
 * (a library's, the application's) fails the build: the early paint would wait for it, and the
 * page's largest paint with it.
 */
export const earlyPaintFiles = (manifest: Record<string, ManifestChunk>): string[] => {
  const start = Object.values(manifest).find((chunk) => EARLY_PAINT_CHUNK.test(chunk.file));
  if (!start) throw new Error('vite-prerender: the build has no early-paint chunk');
  const files: string[] = [];
  const visit = (chunk: ManifestChunk | undefined) => {
    if (!chunk || files.includes(`/${chunk.file}`)) return;
    if (chunk !== start && !EARLY_PAINT_IMPORTS.test(chunk.file))
      throw new Error(
        `vite-prerender: the early paint imports ${chunk.file}; it may import only boot (decision 0078)`,
      );
    files.push(`/${chunk.file}`);
    for (const key of chunk.imports ?? []) visit(manifest[key]);
  };
  visit(start);
  return files;
};

/**
 * After the client build: builds `src/app/prerender.tsx` for Node (everything bundled, one file), renders
 * each address of `FIRST_SCREEN_PATHS` in each language and writes the pages and their manifest. Runs
 * before the precompression (`order: 'pre'`, sequential), which then compresses them too. A page whose
 * render has no `<h1>` is left out (its address gets index.html).
 */
export const prerenderFirstScreens = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'portal-prerender-first-screens',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    closeBundle: {
      order: 'pre',
      sequential: true,
      async handler() {
        const root = config.root;
        const outDir = resolve(root, config.build.outDir);
        const work = mkdtempSync(join(root, 'node_modules', '.first-screen-'));
        try {
          await build({
            configFile: false,
            root,
            logLevel: 'warn',
            mode: config.mode,
            plugins: [react()],
            ssr: { noExternal: true },
            build: {
              ssr: 'src/app/prerender.tsx',
              outDir: work,
              emptyOutDir: true,
              copyPublicDir: false,
              minify: false,
              rollupOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } },
            },
          });
          // The first screens name no script: the guard asks for them after the first paint.
          const { scripts, rest: template } = appScriptsOf(readFileSync(join(outDir, 'index.html'), 'utf8'));
          const assets = readdirSync(join(outDir, 'assets'));
          const formatters = assets.find((file) => FORMATTERS_WORKER.test(file));
          if (!formatters) throw new Error('vite-prerender: the build has no formatters worker');
          const guard = guardScript(LANGUAGES, {
            ...scripts,
            signedIn: assets.filter((file) => EARLY_DATA_CHUNK.test(file)).map((file) => `/assets/${file}`),
            earlyPaint: earlyPaintFiles(
              JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')),
            ),
            formatters: `/assets/${formatters}`,
          });
          const manifest: FirstScreenManifest = {
            scriptHash: scriptHash(guard),
            languageCookie: LANGUAGE_COOKIE,
            pages: {},
            signedIn: {},
          };
          mkdirSync(join(outDir, FIRST_SCREEN_DIR), { recursive: true });
          const moduleUrl = pathToFileURL(join(work, 'prerender.mjs')).href;
          let render = 0;
          for (const language of LANGUAGES) {
            const texts = JSON.parse(readFileSync(join(outDir, 'locales', `${language}.json`), 'utf8'));
            const fonts = assets.filter((file) => FONT_FILES[language].test(file));
            for (const path of FIRST_SCREEN_PATHS) {
              render += 1;
              const { renderFirstScreen } = (await import(`${moduleUrl}?render=${render}`)) as {
                renderFirstScreen: (
                  path: string,
                  language: Language,
                  texts: object,
                ) => Promise<{ markup: string; title: string }>;
              };
              const { markup, title } = await renderFirstScreen(path, language, texts);
              if (!/<h1[\s>]/.test(markup)) {
                config.logger.warn(`first screen of ${path} (${language}) has no heading: not written`);
                continue;
              }
              const file = fileNameOf(path, language);
              writeFileSync(
                join(outDir, FIRST_SCREEN_DIR, file),
                firstScreenPage(template, { language, markup, title, fonts, guard }),
              );
              (manifest.pages[path] ??= {})[language] = file;
            }
            render += 1;
            const signedIn = (await import(`${moduleUrl}?render=${render}`)) as {
              renderSignedInFirstScreens: (
                language: Language,
                texts: object,
              ) => Promise<SignedInFirstScreens>;
              TITLE_SLOT: string;
            };
            const { markup, pages } = await signedIn.renderSignedInFirstScreens(language, texts);
            render += 1;
            const earlyPaint = (await import(`${moduleUrl}?render=${render}`)) as {
              renderEarlyPaintScreen: (language: Language, texts: object) => Promise<EarlyPaintScreen>;
              NOTICE_SLOT: string;
            };
            const early = {
              ...(await earlyPaint.renderEarlyPaintScreen(language, texts)),
              NOTICE_SLOT: earlyPaint.NOTICE_SLOT,
            };
            if (!markup.includes(signedIn.TITLE_SLOT) || !early.markup.includes(signedIn.TITLE_SLOT))
              throw new Error('vite-prerender: the signed-in first screen has no title slot');
            for (const { id, heading, title } of pages) {
              const file = `app-${id}.${language}.html`;
              const route = early.routes.find((candidate) => candidate.id === id);
              const page = firstScreenPage(template, {
                language,
                markup: route
                  ? markSlot(
                      markSlot(early.markup, signedIn.TITLE_SLOT, TITLE_MARK, escapeHtml(heading)),
                      early.NOTICE_SLOT,
                      NOTICE_TEXT,
                      '',
                    )
                  : markup.replace(signedIn.TITLE_SLOT, escapeHtml(heading)),
                title,
                fonts,
                guard,
                signedIn: true,
                ...(route && { early: route }),
              });
              writeFileSync(join(outDir, FIRST_SCREEN_DIR, file), page);
              (manifest.signedIn[id] ??= {})[language] = file;
            }
          }
          writeFileSync(join(outDir, FIRST_SCREEN_DIR, 'manifest.json'), JSON.stringify(manifest, null, 2));
        } finally {
          rmSync(work, { recursive: true, force: true });
        }
      },
    },
  };
};
