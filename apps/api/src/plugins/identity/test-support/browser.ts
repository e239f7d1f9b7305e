/**
 * A tiny cookie-carrying HTTP client for tests, over `app.inject` (no network) or `fetch`
 * (a listening server). No dependency beyond Node's own.
 */
export type InjectResponse = {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
};

/** The part of a Fastify instance the helpers use. */
export type InjectableApp = {
  inject: (options: {
    method: string;
    url: string;
    headers?: Record<string, string>;
    payload?: string;
  }) => PromiseLike<InjectResponse>;
  embeddedIdentity?: { issuer: string } | undefined;
};

export type Target = InjectableApp | string;

export type BrowserResponse = {
  status: number;
  url: string;
  location?: string;
  body: string;
  headers: Headers;
};

export type RequestOptions = {
  method?: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
};

const asList = (value: unknown): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value.map(String) : [String(value)];

export const createBrowser = (target: Target) => {
  const jar = new Map<string, string>();

  const remember = (setCookies: string[]) => {
    for (const line of setCookies) {
      const [pair = ''] = line.split(';');
      const index = pair.indexOf('=');
      if (index < 1) continue;
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = /max-age=0|expires=thu, 01 jan 1970/i.test(line);
      if (expired || value === '') jar.delete(name);
      else jar.set(name, value);
    }
  };

  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');

  /** One request, no redirect following. `url` is absolute. */
  const send = async (url: string, options: RequestOptions = {}): Promise<BrowserResponse> => {
    const method = options.method ?? (options.form ? 'POST' : 'GET');
    const headers: Record<string, string> = { accept: 'text/html,application/json', ...options.headers };
    if (jar.size > 0) headers.cookie = cookieHeader();
    const payload = options.form ? new URLSearchParams(options.form).toString() : undefined;
    if (payload !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded';
    const parsed = new URL(url);
    if (typeof target === 'string') {
      const res = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
      remember(res.headers.getSetCookie());
      const location = res.headers.get('location') ?? undefined;
      return { status: res.status, url, location, body: await res.text(), headers: res.headers };
    }
    const res = await target.inject({
      method,
      url: parsed.pathname + parsed.search,
      headers: { ...headers, host: parsed.host },
      ...(payload !== undefined && { payload }),
    });
    remember(asList(res.headers['set-cookie']));
    const out = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (name !== 'set-cookie' && value !== undefined) out.set(name, asList(value).join(', '));
    }
    const location = asList(res.headers.location)[0];
    return { status: res.statusCode, url, location, body: res.body, headers: out };
  };

  /** Follows redirects (keeping the request headers, as a browser would) until `stop(url)` is true or a non-redirect answer arrives. */
  const follow = async (
    url: string,
    options: RequestOptions = {},
    stop: (url: string) => boolean = () => false,
  ): Promise<BrowserResponse> => {
    let response = await send(url, options);
    for (let hops = 0; hops < 20; hops += 1) {
      if (response.status < 300 || response.status >= 400 || !response.location) return response;
      const next = new URL(response.location, response.url).href;
      if (stop(next)) return { ...response, location: next };
      response = await send(next, options.headers ? { headers: options.headers } : {});
    }
    throw new Error(`Too many redirects from ${url}`);
  };

  return { send, follow, jar };
};

export type Browser = ReturnType<typeof createBrowser>;
