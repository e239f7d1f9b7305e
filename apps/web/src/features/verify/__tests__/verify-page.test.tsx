import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { VerifyFileResponse, VerifyResponse } from '@portal/contracts/verify';
import { i18n } from '../../../lib/i18n/i18n';
import { json, stubFetch } from '../../../test/http';
import { setupFeatureTexts } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { VerifyContent } from '../components/verify-page';
import { verifyTexts } from '../locales/module-texts';
import { signed, tampered } from './signed-payload';

const CODE = '7K3MQ9TX2BHD';

const DOCUMENT: NonNullable<VerifyResponse['document']> = {
  kind: 'partnershipContract',
  number: 'PC-0000042',
  version: 2,
  language: 'en-US',
  approvedAt: '2026-11-20T09:30:00.000Z',
  status: 'ACTIVE',
  validFrom: '2026-11-20',
  validTo: '2027-11-19',
  parties: [
    { role: 'office', name: { ar: 'مكتب الأفق', en: 'Al Ofuq Office' } },
    { role: 'agency', name: { ar: 'وكالة مانيلا', en: 'Manila Manpower Agency' } },
  ],
  fileSha256: 'b'.repeat(64),
};

const VALID: VerifyResponse = { result: 'valid', code: CODE, document: DOCUMENT };

const renderVerify = (path: string) =>
  renderRoutes(
    [
      { path: '/verify', element: <VerifyContent /> },
      { path: '/verify/:code', element: <VerifyContent /> },
    ],
    path,
  );

const resultRegion = () => screen.getByTestId('verify-result');

describe('the public verification page', { timeout: 30_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const urls = () => fetchMock.mock.calls.map(([input]) => String(input));

  beforeAll(() => setupFeatureTexts(verifyTexts));
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('checks the code of the address at once, anonymously, and shows the document without any person', async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValue(json(VALID));
    renderVerify(`/verify/${CODE.toLowerCase()}`);
    expect(await within(resultRegion()).findByText('Valid', {}, WAIT)).toBeVisible();
    expect(urls()).toEqual([`/api/verify/${CODE}`]);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).has('authorization')).toBe(false);
    expect(screen.getByRole('heading', { level: 2, name: 'Result for 7K3M-Q9TX-2BHD' })).toBeVisible();
    const details = screen.getByRole('region', { name: 'The document' });
    for (const text of [
      'Partnership contract',
      'PC-0000042',
      'English',
      'Active',
      'Al Ofuq Office',
      'Manila Manpower Agency',
    ])
      expect(details).toHaveTextContent(text);
    expect(details).toHaveTextContent('Nov 20, 2026');
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toHaveValue('7K3M-Q9TX-2BHD');
  });

  it('says superseded with the current version and its date, cancelled with its date, unknown without details', async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValueOnce(
      json({
        ...VALID,
        result: 'superseded',
        current: { version: 3, approvedAt: '2026-11-25T08:00:00.000Z' },
      }),
    );
    renderVerify(`/verify/${CODE}`);
    expect(await within(resultRegion()).findByText('Superseded', {}, WAIT)).toBeVisible();
    expect(resultRegion()).toHaveTextContent('version 3 replaced it on Nov 25, 2026');
    cleanup();

    fetchMock.mockResolvedValueOnce(
      json({
        ...VALID,
        result: 'cancelled',
        cancelledAt: '2026-11-28T10:00:00.000Z',
        document: { ...DOCUMENT, status: 'CANCELLED' },
      }),
    );
    renderVerify(`/verify/${CODE}`);
    expect(await within(resultRegion()).findByText('Cancelled', {}, WAIT)).toBeVisible();
    expect(resultRegion()).toHaveTextContent('cancelled on Nov 28, 2026');
    cleanup();

    fetchMock.mockResolvedValueOnce(json({ result: 'unknown', code: CODE }));
    renderVerify(`/verify/${CODE}`);
    expect(await within(resultRegion()).findByText('Unknown', {}, WAIT)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'The document' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Choose the PDF to compare' })).toBeNull();
  });

  it('in Arabic, names the parties in Arabic and translates the status', async () => {
    await i18n.changeLanguage('ar-SA');
    stubFetch(fetchMock);
    fetchMock.mockResolvedValue(json(VALID));
    renderVerify(`/verify/${CODE}`);
    expect(await within(resultRegion()).findByText('صالح', {}, WAIT)).toBeVisible();
    const details = screen.getByRole('region', { name: 'المستند' });
    expect(details).toHaveTextContent('مكتب الأفق');
    expect(details).toHaveTextContent('وكالة مانيلا');
    expect(details).toHaveTextContent('نشط');
    expect(details).not.toHaveTextContent('Al Ofuq Office');
  });

  it('takes a typed code with Arabic-Indic digits and dashes, and refuses one that cannot be a code without asking', async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValue(json(VALID));
    const router = renderVerify('/verify');
    expect(screen.getByText(/Enter the code printed on the document/)).toBeVisible();
    const field = screen.getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(field, '7K3M-Q9TX');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    expect(field).toHaveAccessibleDescription(/This is not a verification code/);
    expect(fetchMock).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '٧k٣m q٩tx ٢bhd');
    await userEvent.click(screen.getByRole('button', { name: 'Check' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/verify/${CODE}`));
    expect(await within(resultRegion()).findByText('Valid', {}, WAIT)).toBeVisible();
    expect(urls()).toEqual([`/api/verify/${CODE}`]);
  });

  it("shows the server's translated message on 429 and a connection message when the server cannot be reached", async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValueOnce(
      json({ message: 'Too many checks from your address: try again in a minute.' }, 429),
    );
    renderVerify(`/verify/${CODE}`);
    expect(
      await within(resultRegion()).findByText(
        'Too many checks from your address: try again in a minute.',
        {},
        WAIT,
      ),
    ).toBeVisible();
    cleanup();

    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    renderVerify(`/verify/${CODE}`);
    expect(
      await within(resultRegion()).findByText(/The portal could not be reached/, {}, { timeout: 20_000 }),
    ).toBeVisible();
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(json(VALID));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(resultRegion()).findByText('Valid', {}, WAIT)).toBeVisible();
  });

  it('compares an uploaded PDF with the approved file', async () => {
    stubFetch(fetchMock);
    fetchMock.mockResolvedValue(json(VALID));
    renderVerify(`/verify/${CODE}`);
    await within(resultRegion()).findByText('Valid', {}, WAIT);
    const answer: VerifyFileResponse = { ...VALID, file: 'matches' };
    fetchMock.mockResolvedValueOnce(json(answer));
    const input = screen.getByTestId('verify-file-input');
    await userEvent.upload(input, new File(['%PDF-1.7'], 'contract.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('contract.pdf matches the approved file.', {}, WAIT)).toBeVisible();
    const [url, init] = fetchMock.mock.calls.at(-1)!;
    expect(String(url)).toBe(`/api/verify/${CODE}/file`);
    expect(init?.method).toBe('POST');
    expect((init?.body as FormData).get('file')).toBeInstanceOf(File);

    fetchMock.mockResolvedValueOnce(json({ ...answer, file: 'doesNotMatch' }));
    await userEvent.upload(input, new File(['%PDF-1.8'], 'changed.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText(/changed.pdf does not match the approved file/, {}, WAIT)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Choose the PDF to compare' })).toBeEnabled();
  });

  it("checks the QR's signed payload after # in the browser against the published keys", async () => {
    const { jws, keys } = await signed();
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/.well-known/jwks.json' ? json({ keys }) : json(VALID),
    );
    renderVerify(`/verify/${CODE}#${jws}`);
    expect(
      await screen.findByText(
        /^Signature verified offline: .*PC-000123, version 2, approved on Nov 20, 2026/,
        {},
        WAIT,
      ),
    ).toBeVisible();
    expect(urls()).not.toContain(expect.stringContaining(jws));
    cleanup();

    renderVerify(`/verify/${CODE}#${tampered(jws)}`);
    expect(await screen.findByText(/^Signature invalid/, {}, WAIT)).toBeVisible();
    cleanup();

    fetchMock.mockImplementation(async (input) =>
      String(input) === '/.well-known/jwks.json' ? json({ message: 'down' }, 503) : json(VALID),
    );
    renderVerify(`/verify/${CODE}#${jws}`);
    expect(await screen.findByText(/public keys could not be read/, {}, { timeout: 20_000 })).toBeVisible();
  });
});
