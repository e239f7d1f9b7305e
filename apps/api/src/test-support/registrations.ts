import { solveChallenge } from 'altcha-lib/v1';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import { captchaChallengeSchema } from '@portal/contracts/registration';
import { multipartBody, type MultipartFile } from '../platform/uploads/multipart-body.test-support';
import { TEST_CSRF_TOKEN, type TestApp } from './test-app';

/** The CSRF cookie and header pair of an anonymous visitor's form. */
const ANONYMOUS_CSRF = { cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, [HEADERS.csrf]: TEST_CSRF_TOKEN };

let address = 0;

/**
 * `POST /api/registrations` as an anonymous visitor, each call from its own address unless one is
 * given (the rate limit counts per IP).
 */
export const submitRegistration = (
  t: TestApp,
  fields: Record<string, string>,
  documents: MultipartFile[] = [],
  remoteAddress?: string,
) => {
  const body = multipartBody(fields, documents);
  address += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/registrations',
    headers: { ...body.headers, ...ANONYMOUS_CSRF },
    payload: body.payload,
    remoteAddress: remoteAddress ?? `10.0.0.${address}`,
  });
};

/** A solved captcha of the registration form, as the form's widget sends it. */
export const solvedCaptcha = async (t: TestApp): Promise<string> => {
  const challenge = captchaChallengeSchema.parse(
    (await t.app.inject({ url: '/api/registrations/captcha' })).json(),
  );
  const { challenge: text, salt, algorithm, maxnumber } = challenge;
  const solution = await solveChallenge(text, salt, algorithm, maxnumber).promise;
  if (!solution) throw new Error('no solution');
  return Buffer.from(JSON.stringify({ ...challenge, number: solution.number })).toString('base64');
};
