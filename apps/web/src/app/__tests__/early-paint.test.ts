import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADERS } from '@portal/contracts/http-headers';
import { clearCredentials, saveCredentials, setRememberMe } from '../../lib/storage/credentials-storage';
import { credentialsFixture } from '../../test/fixtures';
import { json, stubFetch } from '../../test/http';
import {
  EARLY_PAINT_ATTRIBUTE,
  EARLY_PAINTED_EVENT,
  NOTICE_TEMPLATE,
  NOTICE_TEXT,
  TITLE_MARK,
} from '../early-paint-markers';

const TOKEN_KEY = 'oidc.user:http://localhost/auth:portal-web';

/** `#root` as the build writes a signed-in first screen that draws from its first data. */
const firstScreen = (title: string) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('data-first-screen', 'en-US');
  root.innerHTML =
    `<div class="frame"><p class="h1" ${TITLE_MARK}="">${title}</p></div>` +
    ['success', 'warning', 'error']
      .map(
        (severity) =>
          `<template ${NOTICE_TEMPLATE}="${severity}"><div class="mt"><div class="${severity}" ${NOTICE_TEXT}=""></div></div></template>`,
      )
      .join('');
  document.body.replaceChildren(root);
  return root;
};

const painted = () =>
  new Promise<void>((resolve) =>
    document.addEventListener(EARLY_PAINTED_EVENT, () => resolve(), { once: true }),
  );

describe("the early paint: a page's largest text drawn before the application's code (decision 0078)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.resetModules();
    stubFetch(fetchMock);
    setRememberMe(false);
    saveCredentials(credentialsFixture());
    sessionStorage.setItem(
      TOKEN_KEY,
      JSON.stringify({ access_token: 'stored', expires_at: Math.floor(Date.now() / 1000) + 600 }),
    );
    document.documentElement.lang = 'en-US';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    clearCredentials();
    sessionStorage.clear();
    document.documentElement.removeAttribute(EARLY_PAINT_ATTRIBUTE);
    document.body.replaceChildren();
    window.history.replaceState(null, '', '/');
  });

  it('draws the heading as a new element in place of the title, and a notice below it from its drawing', async () => {
    const { drawEarlyContent } = await import('../early-paint');
    const root = firstScreen('Dashboard');
    const title = root.querySelector('p');
    expect(
      drawEarlyContent(root, {
        heading: 'Contract no. 5',
        notice: { severity: 'warning', text: 'Expires soon' },
      }),
    ).toBe(true);
    const heading = root.querySelector(`[${TITLE_MARK}]`);
    expect(heading).not.toBe(title);
    expect(heading?.className).toBe('h1');
    expect(heading?.textContent).toBe('Contract no. 5');
    const notice = heading?.nextElementSibling;
    expect(notice?.className).toBe('mt');
    expect(notice?.textContent).toBe('Expires soon');
    expect(notice?.querySelector('.warning')).not.toBeNull();
    // Without a first screen's title there is nothing to draw into.
    expect(drawEarlyContent(document.createElement('div'), { heading: 'x' })).toBe(false);
  });

  it("asks the contract with the stored session's headers, draws its heading and hands the answer on", async () => {
    window.history.replaceState(null, '', '/partnership-contracts/21');
    const root = firstScreen('Partnership Contract');
    document.documentElement.setAttribute(
      EARLY_PAINT_ATTRIBUTE,
      'partnershipContracts.view partnership-contracts/:id',
    );
    fetchMock.mockResolvedValueOnce(json({ id: 21, number: 'PC-0000021' }));
    const done = painted();
    const { earlyAnswerOf } = await import('../early-paint');
    await done;
    expect(root.querySelector(`[${TITLE_MARK}]`)?.textContent).toBe('Partnership contract no. PC-0000021');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/partnership/contracts/21');
    const headers = init?.headers as Record<string, string>;
    expect(headers.authorization).toBe('Bearer stored');
    expect(headers[HEADERS.role]).toBe('PRO_OFFICE');
    expect(headers[HEADERS.acceptLanguage]).toBe('en-US');
    expect(await earlyAnswerOf('/api/partnership/contracts/21')).toEqual({ id: 21, number: 'PC-0000021' });
  });

  it("draws the dashboard's licence notice from its summary, asking the nearest deadlines beside it", async () => {
    window.history.replaceState(null, '', '/dashboard');
    const root = firstScreen('Dashboard');
    document.documentElement.setAttribute(EARLY_PAINT_ATTRIBUTE, 'dashboard dashboard');
    fetchMock.mockImplementation(async (url) =>
      String(url).includes('summary')
        ? json({ licence: { state: 'warning', expiresOn: '2027-03-14', daysLeft: 2 } })
        : json({ items: [] }),
    );
    const done = painted();
    await import('../early-paint');
    await done;
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual([
      '/api/dashboard/summary',
      '/api/clocks/waiting?size=10',
    ]);
    const notice = root.querySelector(`[${TITLE_MARK}]`)?.nextElementSibling;
    expect(notice?.querySelector('.warning')?.textContent).toBe(
      'Your licence expires on Mar 14, 2027: 2 days left.',
    );
  });

  it('draws nothing when the answer is a refusal, and still says it is done', async () => {
    window.history.replaceState(null, '', '/partnership-contracts/21');
    const root = firstScreen('Partnership Contract');
    document.documentElement.setAttribute(
      EARLY_PAINT_ATTRIBUTE,
      'partnershipContracts.view partnership-contracts/:id',
    );
    fetchMock.mockResolvedValueOnce(json({ message: 'forbidden' }, 403));
    const done = painted();
    const { earlyAnswerOf } = await import('../early-paint');
    await done;
    expect(root.querySelector(`[${TITLE_MARK}]`)?.textContent).toBe('Partnership Contract');
    expect(await earlyAnswerOf('/api/partnership/contracts/21')).toBeUndefined();
  });

  it('asks nothing on a page that does not name its route, or without a stored session', async () => {
    firstScreen('Requests');
    let done = painted();
    await import('../early-paint');
    await done;
    vi.resetModules();
    window.history.replaceState(null, '', '/dashboard');
    document.documentElement.setAttribute(EARLY_PAINT_ATTRIBUTE, 'dashboard dashboard');
    sessionStorage.clear();
    done = painted();
    await import('../early-paint');
    await done;
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
