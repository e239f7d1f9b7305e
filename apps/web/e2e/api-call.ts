import { expect, type Page } from '@playwright/test';
import type { Credentials } from '@portal/contracts/credentials';
import { CSRF_COOKIE, HEADERS, formatEstablishmentKey } from '@portal/contracts/http-headers';

/** Calls the API from the page as the signed-in person (token, establishment and CSRF headers). */
export const apiCall = async (
  page: Page,
  credentials: Credentials,
  method: string,
  url: string,
  body?: unknown,
  /** Sends `body` (text fields by name) as multipart/form-data. */
  multipart = false,
) => {
  const { establishment } = credentials;
  const headers = {
    [HEADERS.establishment]: formatEstablishmentKey(
      establishment.id.laborOfficeId,
      establishment.id.sequenceNumber,
    ),
    [HEADERS.role]: establishment.role,
    [HEADERS.organizationId]: String(establishment.organizationId),
  };
  const answer = await page.evaluate(
    async ({ method, url, body, multipart, headers, csrfCookie, csrfHeader }) => {
      let token: string | undefined;
      for (const store of [sessionStorage, localStorage]) {
        for (let index = 0; index < store.length; index += 1) {
          const key = store.key(index);
          if (key?.startsWith('oidc.user:'))
            token = (JSON.parse(store.getItem(key) ?? '{}') as { access_token?: string }).access_token;
        }
      }
      const csrf = document.cookie
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${csrfCookie}=`))
        ?.slice(csrfCookie.length + 1);
      const form = new FormData();
      if (multipart)
        for (const [name, value] of Object.entries(body as Record<string, string>)) form.append(name, value);
      const response = await fetch(url, {
        method,
        headers: {
          ...headers,
          accept: 'application/json',
          authorization: `Bearer ${token}`,
          ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
          ...(csrf ? { [csrfHeader]: decodeURIComponent(csrf) } : {}),
        },
        body: multipart ? form : body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    },
    { method, url, body, multipart, headers, csrfCookie: CSRF_COOKIE, csrfHeader: HEADERS.csrf },
  );
  return answer;
};

/** `apiCall` that expects success and answers the parsed body. */
export const apiAs = async (
  page: Page,
  credentials: Credentials,
  method: string,
  url: string,
  body?: unknown,
  multipart = false,
) => {
  const answer = await apiCall(page, credentials, method, url, body, multipart);
  expect(answer.status, `${method} ${url}: ${answer.text}`).toBeLessThan(300);
  return JSON.parse(answer.text || 'null') as unknown;
};
