import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  appScriptsOf,
  earlyPaintFiles,
  guardScript,
  firstScreenPage,
  markSlot,
  scriptHash,
} from '../../../vite-prerender';
import { EARLY_PAINT_ATTRIBUTE, EARLY_PAINT_WAIT_MS, EARLY_PAINTED_EVENT } from '../early-paint-markers';
import {
  FORMATTERS_WARMING_ATTRIBUTE,
  LANGUAGE_COOKIE,
  ORGANIZATION_PROPERTY,
  SIGNED_IN_ATTRIBUTE,
  STALE_ATTRIBUTE,
  endFirstScreenOnReplacement,
  keepFirstScreen,
  keepFocusAcrossReplacement,
  routerInitialized,
  writeLanguageCookie,
} from '../prerendered';

const TEMPLATE =
  '<!doctype html>\n<html lang="en-US" dir="ltr">\n  <head>\n    <meta charset="UTF-8" />\n' +
  '<title>Recruitment Portal</title>\n' +
  '<style>@font-face{font-family:"Noto Sans Variable";font-display:swap;src:url(/assets/a.woff2)}</style>\n' +
  '  </head>\n  <body>\n    <div id="root"></div>\n  </body>\n</html>\n';

/** Runs the first screen's inline guard as the browser would, on a page the server gave in `served`. */
const runGuard = (
  served: string,
  {
    stored,
    credentials,
    languages,
    path = '/faq',
    signedIn = false,
    storedCredentials = '{}',
  }: {
    stored?: string;
    credentials?: 'local' | 'session';
    languages: readonly string[];
    path?: string;
    /** A signed-in page's first screen (decision 0075). */
    signedIn?: boolean;
    storedCredentials?: string;
  },
): boolean => {
  localStorage.clear();
  sessionStorage.clear();
  if (stored) localStorage.setItem('language', stored);
  if (credentials)
    (credentials === 'local' ? localStorage : sessionStorage).setItem('credentials', storedCredentials);
  const html = document.documentElement;
  html.lang = served;
  html.toggleAttribute(SIGNED_IN_ATTRIBUTE, signedIn);
  html.style.removeProperty(ORGANIZATION_PROPERTY);
  html.removeAttribute(STALE_ATTRIBUTE);
  const navigatorLike = { languages, language: languages[0] ?? '' };
  // The script reads `navigator`, `location` and `localStorage` as globals.
  const [pathname = '/', query] = path.split('?');
  new Function('navigator', 'location', guardScript())(navigatorLike, {
    pathname,
    search: query === undefined ? '' : `?${query}`,
  });
  const stale = html.hasAttribute(STALE_ATTRIBUTE);
  html.removeAttribute(STALE_ATTRIBUTE);
  html.removeAttribute(SIGNED_IN_ATTRIBUTE);
  return stale;
};

describe("the server's first screen of a public page (decision 0066)", () => {
  afterEach(() => {
    localStorage.clear();
    document.documentElement.removeAttribute(STALE_ATTRIBUTE);
    document.documentElement.lang = 'en-US';
    document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
  });

  it('is kept when the browser would choose the same language, as detectLanguage does', () => {
    expect(runGuard('ar-SA', { languages: ['ar-SA', 'ar'] })).toBe(false);
    expect(runGuard('ar-SA', { languages: ['ar'] })).toBe(false);
    expect(runGuard('ar-SA', { languages: ['fr-FR', 'ar-EG'] })).toBe(false);
    // Exact matches before prefixes, over the whole list.
    expect(runGuard('ar-SA', { languages: ['en-GB', 'ar-SA'] })).toBe(false);
    expect(runGuard('en-US', { languages: ['fr-FR'] })).toBe(false);
    expect(runGuard('ar-SA', { stored: 'ar-SA', languages: ['en-US'] })).toBe(false);
    // An unknown stored value is ignored, as in detectLanguage.
    expect(runGuard('en-US', { stored: 'xx', languages: ['en-US'] })).toBe(false);
  });

  it('is found stale for another stored language, another browser language or a stored session', () => {
    expect(runGuard('en-US', { stored: 'ar-SA', languages: ['en-US'] })).toBe(true);
    expect(runGuard('en-US', { languages: ['ar-SA'] })).toBe(true);
    expect(runGuard('ar-SA', { languages: ['en-US', 'ar-SA'] })).toBe(true);
    expect(runGuard('en-US', { credentials: 'local', languages: ['en-US'] })).toBe(true);
    expect(runGuard('en-US', { credentials: 'session', languages: ['en-US'] })).toBe(true);
  });

  it("on the worker's own check, is found stale when the page would choose its own language (decision 0055)", () => {
    const check = (served: string, languages: string[], stored?: string) =>
      runGuard(served, { languages, stored, path: '/my-contract' });
    // The browser prefers Filipino or Indonesian (`fil`, `tl`, `id`, `in`) before Arabic or English.
    expect(check('en-US', ['fil-PH', 'en-US'])).toBe(true);
    expect(check('en-US', ['tl'])).toBe(true);
    expect(check('en-US', ['id-ID', 'en'])).toBe(true);
    expect(check('ar-SA', ['in', 'ar-SA'])).toBe(true);
    expect(check('en-US', ['de-DE', 'fil'])).toBe(true);
    // Arabic or English first: the page shows the portal's language, stored or from the browser.
    expect(check('en-US', ['en-US', 'fil-PH'])).toBe(false);
    expect(check('ar-SA', ['ar', 'id-ID'])).toBe(false);
    expect(check('ar-SA', ['en-GB', 'fil-PH'], 'ar-SA')).toBe(false);
    expect(check('en-US', ['de-DE'])).toBe(false);
    // A trailing slash is the same address (the server drops it).
    expect(runGuard('en-US', { languages: ['fil-PH'], path: '/my-contract/' })).toBe(true);
    // With the page's language in the address (a first screen the build wrote in it), the browser's
    // preference no longer decides the content: only the portal's language and a session do.
    const named = (served: string, languages: string[], path: string, stored?: string) =>
      runGuard(served, { languages, stored, path });
    expect(named('en-US', ['fil-PH', 'en-US'], '/my-contract?lang=fil-PH')).toBe(false);
    expect(named('en-US', ['id-ID', 'en'], '/my-contract?lang=en-US')).toBe(false);
    expect(named('ar-SA', ['fil'], '/my-contract?lang=id-ID', 'ar-SA')).toBe(false);
    expect(named('en-US', ['ar-SA'], '/my-contract?lang=fil-PH')).toBe(true);
    expect(
      runGuard('en-US', { languages: ['en-US'], path: '/my-contract?lang=fil-PH', credentials: 'local' }),
    ).toBe(true);
    // Other pages have the portal's two languages only.
    expect(runGuard('en-US', { languages: ['fil-PH', 'en-US'], path: '/faq' })).toBe(false);
  });

  it("writes the page: the language's lang and dir, the guard first, styles and fonts in the head, controls inert", () => {
    const guard = guardScript();
    const markup =
      '<style data-emotion="muirtl 1x">.muirtl-1x{color:red}</style><main><h1 class="muirtl-1x">عنوان</h1>' +
      '<form><input name="q"><button type="submit">بحث</button></form><a href="/faq">الأسئلة</a></main>';
    const page = firstScreenPage(TEMPLATE, {
      language: 'ar-SA',
      markup,
      title: 'الأسئلة & الأجوبة | البوابة',
      fonts: ['f-1.woff2'],
      guard,
    });
    expect(page).toContain('<title>الأسئلة &amp; الأجوبة | البوابة</title>');
    expect(page).toContain('<html lang="ar-SA" dir="rtl">');
    expect(
      firstScreenPage(TEMPLATE, { language: 'ar-SA', markup, title: 'x', fonts: [], guard, signedIn: true }),
    ).toContain(`<html lang="ar-SA" dir="rtl" ${SIGNED_IN_ATTRIBUTE}="">`);
    expect(page).toContain(
      `[data-first-screen-organization]::before{content:var(${ORGANIZATION_PROPERTY},"")}`,
    );
    expect(page.indexOf(`<script>${guard}</script>`)).toBeLessThan(page.indexOf('<style'));
    expect(page).toContain('font-display:block');
    expect(page).toContain('#root[data-first-screen] *{animation:none!important}');
    expect(page).not.toContain('font-display:swap');
    expect(page).toContain(
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/f-1.woff2">',
    );
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head).toContain('<style data-emotion="muirtl 1x">');
    const root = page.slice(page.indexOf('<div id="root"'));
    expect(root).not.toContain('<style');
    expect(root).toContain('<div id="root" data-first-screen="ar-SA"><main><h1');
    expect(root).toContain('<form inert=""><input inert="" name="q"><button inert="" type="submit">');
    expect(root).toContain('<a href="/faq">');
  });

  it('names no script: the entry and its preloads are taken out of the page and given to the guard', () => {
    const built = TEMPLATE.replace(
      '<title>',
      '<script type="module" crossorigin src="/assets/index-1.js"></script>\n' +
        '<link rel="modulepreload" crossorigin href="/assets/vendor-2.js">\n' +
        '<link rel="modulepreload" crossorigin href="/assets/boot-3.js">\n<title>',
    );
    const { scripts, rest } = appScriptsOf(built);
    expect(scripts).toEqual({
      entry: '/assets/index-1.js',
      preloads: ['/assets/vendor-2.js', '/assets/boot-3.js'],
    });
    expect(rest).toBe(TEMPLATE);
    expect(() => appScriptsOf(TEMPLATE)).toThrow(/no module entry/);
  });

  it("asks for the application's scripts after the first paint, at once when the screen is stale", () => {
    const scripts = { entry: '/assets/index-1.js', preloads: ['/assets/vendor-2.js'] };
    const asked = () =>
      [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
        (element) => `${element.tagName} ${element.getAttribute('src') ?? element.getAttribute('href')}`,
      );
    let paint: ((list: { getEntriesByName: (name: string) => unknown[] }) => void) | undefined;
    const observers: string[] = [];
    class PaintObserver {
      static supportedEntryTypes = ['paint'];
      constructor(callback: typeof paint) {
        paint = callback;
      }
      observe(options: { type: string; buffered: boolean }) {
        observers.push(`${options.type} ${options.buffered}`);
      }
      disconnect() {
        paint = undefined;
      }
    }
    const run = (served: string) => {
      document.documentElement.lang = served;
      new Function('navigator', 'PerformanceObserver', guardScript(undefined, scripts))(
        { languages: ['en-US'], language: 'en-US' },
        PaintObserver,
      );
    };
    const original = window.PerformanceObserver;
    Object.assign(window, { PerformanceObserver: PaintObserver });
    try {
      run('en-US');
      expect(observers).toEqual(['paint true']);
      expect(asked()).toEqual([]);
      paint?.({ getEntriesByName: () => [] });
      expect(asked()).toEqual([]);
      paint?.({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      expect(asked()).toEqual(['LINK /assets/vendor-2.js', 'SCRIPT /assets/index-1.js']);
      expect(paint).toBeUndefined();
      document.head.querySelectorAll('script, link').forEach((element) => element.remove());

      // Stale (another language than the browser's): nothing will paint, the application comes at once.
      run('ar-SA');
      expect(asked()).toEqual(['LINK /assets/vendor-2.js', 'SCRIPT /assets/index-1.js']);
      expect(document.head.querySelector('script')?.crossOrigin).toBe('');
    } finally {
      Object.assign(window, { PerformanceObserver: original });
      document.head.querySelectorAll('script, link').forEach((element) => element.remove());
    }
  });

  it("starts the formatters' worker at once, named by the language it chose, and marks the page (decision 0094)", () => {
    const scripts = {
      entry: '/assets/index-1.js',
      preloads: [],
      formatters: '/assets/formatters.worker-4.js',
    };
    const started: { url: string; options: WorkerOptions; ended: boolean; onmessage?: () => void }[] = [];
    class RecordingWorker {
      onmessage?: () => void;
      onerror?: () => void;
      constructor(url: string, options: WorkerOptions) {
        started.push(Object.assign(this, { url, options, ended: false }));
      }
      terminate() {
        Object.assign(this, { ended: true });
      }
    }
    const html = document.documentElement;
    const run = (worker: unknown, languages: string[]) => {
      html.removeAttribute(FORMATTERS_WARMING_ATTRIBUTE);
      // A paint observer that never reports: the worker does not wait for the paint.
      new Function('navigator', 'PerformanceObserver', 'Worker', guardScript(undefined, scripts))(
        { languages, language: languages[0] },
        class {
          static supportedEntryTypes = ['paint'];
          observe() {}
        },
        worker,
      );
      return html.hasAttribute(FORMATTERS_WARMING_ATTRIBUTE);
    };
    try {
      html.lang = 'ar-SA';
      expect(run(RecordingWorker, ['ar'])).toBe(true);
      expect(started).toEqual([
        expect.objectContaining({
          url: '/assets/formatters.worker-4.js',
          options: { type: 'module', name: 'ar-SA' },
          ended: false,
        }),
      ]);
      started[0]?.onmessage?.();
      expect(started[0]?.ended).toBe(true);
      expect(document.head.querySelector('script')).toBeNull();

      // Where a worker cannot start, the page is not marked: the boot script tries again.
      const refused = class {
        constructor() {
          throw new Error('refused');
        }
      };
      expect(run(refused, ['ar'])).toBe(false);
    } finally {
      html.removeAttribute(FORMATTERS_WARMING_ATTRIBUTE);
      html.removeAttribute(STALE_ATTRIBUTE);
      document.head.querySelectorAll('script, link').forEach((element) => element.remove());
    }
  });

  it("asks for the early data's chunk with the scripts on a kept signed-in first screen only (decision 0075)", () => {
    const scripts = {
      entry: '/assets/index-1.js',
      preloads: ['/assets/vendor-2.js'],
      signedIn: ['/assets/early-data-3.js'],
    };
    const asked = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
        link.getAttribute('href'),
      );
    const run = (credentials: boolean) => {
      localStorage.clear();
      if (credentials) localStorage.setItem('credentials', '{"organization":{"name":{"en":"Office"}}}');
      const html = document.documentElement;
      html.lang = 'en-US';
      html.setAttribute(SIGNED_IN_ATTRIBUTE, '');
      html.removeAttribute(STALE_ATTRIBUTE);
      // No paint timing here: the scripts are asked at once.
      new Function('navigator', 'PerformanceObserver', guardScript(undefined, scripts))(
        { languages: ['en-US'], language: 'en-US' },
        undefined,
      );
      const links = asked();
      document.head.querySelectorAll('script, link').forEach((element) => element.remove());
      html.removeAttribute(SIGNED_IN_ATTRIBUTE);
      html.removeAttribute(STALE_ATTRIBUTE);
      html.style.removeProperty(ORGANIZATION_PROPERTY);
      return links;
    };
    const original = window.PerformanceObserver;
    Object.assign(window, { PerformanceObserver: undefined });
    try {
      expect(run(true)).toEqual(['/assets/vendor-2.js', '/assets/early-data-3.js']);
      // Without a session the page goes to sign in: no page data to ask.
      expect(run(false)).toEqual(['/assets/vendor-2.js']);
    } finally {
      Object.assign(window, { PerformanceObserver: original });
      localStorage.clear();
    }
  });

  it('on a kept signed-in page that draws from its first data, asks for the early paint first, then the application once it is done (decision 0078)', () => {
    vi.useFakeTimers();
    const scripts = {
      entry: '/assets/index-1.js',
      preloads: ['/assets/vendor-2.js'],
      signedIn: ['/assets/early-data-3.js'],
      earlyPaint: ['/assets/early-paint-4.js', '/assets/boot-5.js'],
    };
    const asked = () =>
      [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
        (element) => `${element.tagName} ${element.getAttribute('src') ?? element.getAttribute('href')}`,
      );
    const application = [
      'LINK /assets/vendor-2.js',
      'LINK /assets/early-data-3.js',
      'SCRIPT /assets/index-1.js',
    ];
    const earlyPaint = ['LINK /assets/boot-5.js', 'SCRIPT /assets/early-paint-4.js'];
    const html = document.documentElement;
    const run = (early: boolean) => {
      document.head.querySelectorAll('script, link').forEach((element) => element.remove());
      localStorage.setItem('credentials', '{"organization":{"name":{"en":"Office"}}}');
      html.lang = 'en-US';
      html.setAttribute(SIGNED_IN_ATTRIBUTE, '');
      html.removeAttribute(STALE_ATTRIBUTE);
      if (early) html.setAttribute(EARLY_PAINT_ATTRIBUTE, 'dashboard dashboard');
      else html.removeAttribute(EARLY_PAINT_ATTRIBUTE);
      // No paint timing here: what comes at the first paint comes at once.
      new Function('navigator', 'PerformanceObserver', guardScript(undefined, scripts))(
        { languages: ['en-US'], language: 'en-US' },
        undefined,
      );
    };
    const original = window.PerformanceObserver;
    Object.assign(window, { PerformanceObserver: undefined });
    try {
      run(true);
      expect(asked()).toEqual(earlyPaint);
      document.dispatchEvent(new Event(EARLY_PAINTED_EVENT));
      expect(asked()).toEqual([...earlyPaint, ...application]);
      // Once: a second event asks for nothing more.
      document.dispatchEvent(new Event(EARLY_PAINTED_EVENT));
      expect(asked()).toHaveLength(earlyPaint.length + application.length);

      // The early paint's module failed to load: the application comes at once.
      run(true);
      document.head.querySelector<HTMLScriptElement>('script')?.onerror?.(new Event('error'));
      expect(asked()).toEqual([...earlyPaint, ...application]);

      // No word from it: the application comes after the longest wait.
      run(true);
      vi.advanceTimersByTime(EARLY_PAINT_WAIT_MS - 1);
      expect(asked()).toEqual(earlyPaint);
      vi.advanceTimersByTime(1);
      expect(asked()).toEqual([...earlyPaint, ...application]);

      // A page that draws nothing from its data, or a first screen without a session: the application at once.
      run(false);
      expect(asked()).toEqual(application);
      localStorage.clear();
      html.setAttribute(EARLY_PAINT_ATTRIBUTE, 'dashboard dashboard');
      html.removeAttribute(STALE_ATTRIBUTE);
      document.head.querySelectorAll('script, link').forEach((element) => element.remove());
      new Function('navigator', 'PerformanceObserver', guardScript(undefined, scripts))(
        { languages: ['en-US'], language: 'en-US' },
        undefined,
      );
      expect(asked()).toEqual(['LINK /assets/vendor-2.js', 'SCRIPT /assets/index-1.js']);
    } finally {
      vi.useRealTimers();
      Object.assign(window, { PerformanceObserver: original });
      document.head.querySelectorAll('script, link').forEach((element) => element.remove());
      for (const name of [SIGNED_IN_ATTRIBUTE, STALE_ATTRIBUTE, EARLY_PAINT_ATTRIBUTE])
        html.removeAttribute(name);
      html.style.removeProperty(ORGANIZATION_PROPERTY);
      localStorage.clear();
    }
  });

  it("gives the guard the early paint's chunk with what it imports, and refuses a library's chunk among them", () => {
    const manifest = {
      'src/app/early-paint.ts': { file: 'assets/early-paint-AbCd1234.js', imports: ['_boot', '_runtime'] },
      _boot: { file: 'assets/boot-Ef567890.js', imports: ['_runtime'] },
      _runtime: { file: 'assets/rolldown-runtime-Gh123456.js' },
      _react: { file: 'assets/vendor-react-Ij789012.js' },
    };
    expect(earlyPaintFiles(manifest)).toEqual([
      '/assets/early-paint-AbCd1234.js',
      '/assets/boot-Ef567890.js',
      '/assets/rolldown-runtime-Gh123456.js',
    ]);
    manifest._boot.imports.push('_react');
    expect(() => earlyPaintFiles(manifest)).toThrow(/early paint imports assets\/vendor-react/);
    expect(() => earlyPaintFiles({ _boot: manifest._boot })).toThrow(/no early-paint chunk/);
  });

  it('marks the places the early paint fills, where the build put their slots (decision 0078)', () => {
    expect(markSlot('<div><p class="h1">slot</p><b>slot</b></div>', 'slot', 'data-x', 'Text')).toBe(
      '<div><p class="h1" data-x="">Text</p><b data-x="">Text</b></div>',
    );
  });

  it("gives the guard's hash for the Content-Security-Policy", () => {
    expect(scriptHash('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('keeps a first screen in the language the application shows, and empties any other', () => {
    const root = document.createElement('div');
    root.setAttribute('data-first-screen', 'ar-SA');
    root.innerHTML = '<h1>عنوان</h1>';
    expect(keepFirstScreen(root, 'ar-SA')).toBe(true);
    expect(root.innerHTML).toBe('<h1>عنوان</h1>');
    // Kept until the replacement: the first screen's animations stay still until then.
    expect(root.getAttribute('data-first-screen')).toBe('ar-SA');

    root.setAttribute('data-first-screen', 'en-US');
    expect(keepFirstScreen(root, 'ar-SA')).toBe(false);
    expect(root.innerHTML).toBe('');

    root.setAttribute('data-first-screen', 'ar-SA');
    root.innerHTML = '<h1>عنوان</h1>';
    document.documentElement.setAttribute(STALE_ATTRIBUTE, '');
    expect(keepFirstScreen(root, 'ar-SA')).toBe(false);
    expect(root.innerHTML).toBe('');
    expect(document.documentElement.hasAttribute(STALE_ATTRIBUTE)).toBe(false);

    expect(keepFirstScreen(document.createElement('div'), 'en-US')).toBe(false);
  });

  it('ends the first screen (and its still animations) with the first commit that replaces it', async () => {
    const root = document.createElement('div');
    root.setAttribute('data-first-screen', 'en-US');
    root.innerHTML = '<h1>Title</h1>';
    endFirstScreenOnReplacement(root);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.hasAttribute('data-first-screen')).toBe(true);
    root.replaceChildren(document.createElement('main'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.hasAttribute('data-first-screen')).toBe(false);
  });

  it('keeps the language cookie equal to the language shown', () => {
    writeLanguageCookie('ar-SA');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=ar-SA`);
    writeLanguageCookie('en-US');
    expect(document.cookie).toContain(`${LANGUAGE_COOKIE}=en-US`);
    expect(document.cookie).not.toContain(`${LANGUAGE_COOKIE}=ar-SA`);
  });

  it('waits for the router to have loaded the first route', async () => {
    let listener: ((state: { initialized: boolean }) => void) | undefined;
    const router = {
      state: { initialized: false },
      subscribe: (next: (state: { initialized: boolean }) => void) => {
        listener = next;
        return () => (listener = undefined);
      },
    };
    let done = false;
    const waiting = routerInitialized(router).then(() => (done = true));
    listener?.({ initialized: false });
    await Promise.resolve();
    expect(done).toBe(false);
    listener?.({ initialized: true });
    await waiting;
    expect(listener).toBeUndefined();
    await expect(routerInitialized({ ...router, state: { initialized: true } })).resolves.toBeUndefined();
  });
});

describe("the server's first screen of a signed-in page (decision 0075)", () => {
  const organization = (): string =>
    document.documentElement.style.getPropertyValue(ORGANIZATION_PROPERTY).trim();
  const officeOf = (en: string, ar: string | null) => JSON.stringify({ organization: { name: { en, ar } } });
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    document.documentElement.style.removeProperty(ORGANIZATION_PROPERTY);
  });

  it('is kept only with a stored session, in either storage, and in the language the browser would choose', () => {
    const office = officeOf('Al Nakheel', 'النخيل');
    const signedIn = true;
    expect(runGuard('en-US', { languages: ['en-US'], signedIn })).toBe(true);
    expect(
      runGuard('en-US', { languages: ['en-US'], signedIn, credentials: 'local', storedCredentials: office }),
    ).toBe(false);
    expect(
      runGuard('ar-SA', { languages: ['ar'], signedIn, credentials: 'session', storedCredentials: office }),
    ).toBe(false);
    expect(
      runGuard('ar-SA', { languages: ['en-US'], signedIn, credentials: 'local', storedCredentials: office }),
    ).toBe(true);
    expect(
      runGuard('en-US', {
        languages: ['en-US'],
        stored: 'ar-SA',
        signedIn,
        credentials: 'local',
        storedCredentials: office,
      }),
    ).toBe(true);
  });

  it("gives the app bar the organisation's name in the page's language, as a CSS string", () => {
    const stored = (en: string, ar: string | null) =>
      ({
        languages: ['en-US', 'ar'],
        signedIn: true,
        credentials: 'local',
        storedCredentials: officeOf(en, ar),
      }) as const;
    runGuard('ar-SA', { ...stored('Al Nakheel', 'النخيل'), languages: ['ar-SA'] });
    expect(organization()).toBe('"النخيل"');
    runGuard('ar-SA', { ...stored('Al Nakheel', null), languages: ['ar-SA'] });
    expect(organization()).toBe('"Al Nakheel"');
    runGuard('en-US', stored('Say "hi" \\ co\nltd', null));
    expect(organization()).toBe('"Say \\"hi\\" \\\\ co ltd"');
    // Credentials it cannot read leave the name empty; the application writes it when it replaces the screen.
    runGuard('en-US', { ...stored('x', null), storedCredentials: '{"organization":' });
    expect(organization()).toBe('');
  });
});

describe('the focus across the replacement of a first screen', () => {
  it('goes to the element at the same place in the new tree', async () => {
    const root = document.createElement('div');
    document.body.append(root);
    root.innerHTML = '<a href="/">Home</a><a href="/faq">FAQ</a><button inert="">Menu</button>';
    root.querySelectorAll('a')[1]!.focus();
    keepFocusAcrossReplacement(root);
    // React's first commit: the first screen's nodes out, the page's in.
    root.replaceChildren();
    root.insertAdjacentHTML(
      'beforeend',
      '<a href="/">Home</a><a href="/faq" id="new-faq">FAQ</a><button>Menu</button>',
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement?.id).toBe('new-faq');
    root.remove();
  });

  it('does nothing when the focus is outside the first screen', async () => {
    const root = document.createElement('div');
    const outside = document.createElement('button');
    document.body.append(root, outside);
    root.innerHTML = '<a href="/">Home</a>';
    outside.focus();
    keepFocusAcrossReplacement(root);
    root.innerHTML = '<a href="/" id="new-home">Home</a>';
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(outside);
    root.remove();
    outside.remove();
  });
});
