import { expect, type Page } from '@playwright/test';
import type { Credentials } from '@portal/contracts/credentials';
import { CSRF_COOKIE, HEADERS, formatEstablishmentKey } from '@portal/contracts/http-headers';

type InPageCall = { method: string; url: string; body?: unknown; multipart: boolean; binary: boolean };

/**
 * One call from the page as the signed-in person (token, establishment and CSRF headers): the
 * answer as text, or as base64 when `binary` (a PDF).
 */
const callInPage = async (page: Page, credentials: Credentials, call: InPageCall) => {
  const { establishment } = credentials;
  const headers = {
    [HEADERS.establishment]: formatEstablishmentKey(
      establishment.id.laborOfficeId,
      establishment.id.sequenceNumber,
    ),
    [HEADERS.role]: establishment.role,
    [HEADERS.organizationId]: String(establishment.organizationId),
  };
  return page.evaluate(
    async ({ call: { method, url, body, multipart, binary }, headers, csrfCookie, csrfHeader }) => {
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
          accept: binary ? '*/*' : 'application/json',
          authorization: `Bearer ${token}`,
          ...(body === undefined || multipart ? {} : { 'content-type': 'application/json' }),
          ...(csrf ? { [csrfHeader]: decodeURIComponent(csrf) } : {}),
        },
        body: multipart ? form : body === undefined ? undefined : JSON.stringify(body),
      });
      if (!binary) return { status: response.status, text: await response.text() };
      const bytes = new Uint8Array(await response.arrayBuffer());
      let text = '';
      for (const byte of bytes) text += String.fromCharCode(byte);
      return { status: response.status, text: btoa(text) };
    },
    { call, headers, csrfCookie: CSRF_COOKIE, csrfHeader: HEADERS.csrf },
  );
};

/** Calls the API from the page as the signed-in person: status and text. */
export const apiCall = async (
  page: Page,
  credentials: Credentials,
  method: string,
  url: string,
  body?: unknown,
  /** Sends `body` (text fields by name) as multipart/form-data. */
  multipart = false,
) => callInPage(page, credentials, { method, url, body, multipart, binary: false });

/** A binary answer (a PDF) of `GET url` as the signed-in person: status and bytes. */
export const apiBytes = async (
  page: Page,
  credentials: Credentials,
  url: string,
): Promise<{ status: number; bytes: Buffer }> => {
  const answer = await callInPage(page, credentials, { method: 'GET', url, multipart: false, binary: true });
  return { status: answer.status, bytes: Buffer.from(answer.text, 'base64') };
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
