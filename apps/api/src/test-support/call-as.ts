import { withCurrentVersion } from './current-version';
import type { TestApp } from './test-app';

/**
 * One API call as a demo user. An edit of a versioned record (`PUT .../{id}`) without a `rowVersion`
 * carries the record's current one, as a form that has just read it (docs/decisions/0039).
 */
export const callAs =
  (t: TestApp) =>
  async (
    username: string,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const body =
      method === 'PUT' && payload ? await withCurrentVersion(t.database.db, url, payload) : payload;
    return t.app.inject({
      method,
      url,
      headers: { ...(await t.headersFor(username)), ...headers },
      ...(body && { payload: body }),
    });
  };
