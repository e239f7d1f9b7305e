import { vi, type Mock } from 'vitest';
import { setAccessTokenProvider } from '../lib/auth/auth-hooks';

/** A JSON answer of the API, as a stubbed `fetch` returns it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Sends the app's API calls to `fetchMock`, its answers reset, signed in with a token. */
export const stubFetch = (fetchMock: Mock<typeof fetch>) => {
  vi.stubGlobal('fetch', fetchMock);
  setAccessTokenProvider(async () => 'token');
  fetchMock.mockReset();
};

/** jsdom makes no blob URLs: a file the page downloads or shows gets `blob:<name>`. */
export const stubBlobUrls = (name: string) =>
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => `blob:${name}`, revokeObjectURL: () => undefined }),
  );
