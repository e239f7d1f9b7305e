import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { i18n } from '../../../lib/i18n/i18n';
import { queryClient } from '../../../lib/query-client';
import { setupFeatureTexts } from '../../../test/i18n';
import { SignInFailuresAlert, signInFailuresResources } from './sign-in-failures-notice';

const json = (body: unknown, status = 200) =>
  new Response(body === null ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const NOTICE = {
  attempts: 108,
  addresses: 12,
  firstAt: '2026-11-27T08:00:00.000Z',
  lastAt: '2026-11-28T09:30:00.000Z',
};

/** The API as it answers: once acknowledged, the notice is gone. */
const stubApi = (notice: typeof NOTICE | null) => {
  let current = notice;
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url.endsWith('/api/me/sign-in-failures')) return json({ notice: current });
    if (url.endsWith('/api/me/sign-in-failures/acknowledge') && init?.method === 'POST') {
      current = null;
      return new Response(null, { status: 204 });
    }
    return json({ message: 'not found' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
};

const renderAlert = () =>
  render(
    <QueryClientProvider client={queryClient}>
      <SignInFailuresAlert />
    </QueryClientProvider>,
  );

describe('the notice of failed sign-ins on the account', { timeout: 30_000 }, () => {
  beforeAll(() => setupFeatureTexts(signInFailuresResources));
  beforeEach(() => queryClient.clear());
  afterEach(async () => {
    vi.unstubAllGlobals();
    await i18n.changeLanguage('en-US');
  });

  it('tells the owner how many wrong passwords, from how many addresses, and goes once read', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(NOTICE);
    renderAlert();
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('Failed sign-ins on your account');
    expect(alert).toHaveTextContent(
      'Wrong passwords given for your account since you last saw this notice: 108. Network addresses they came from: 12.',
    );
    expect(alert).toHaveTextContent('If this was not you, change your password and tell your administrator.');
    await user.click(screen.getByRole('button', { name: 'I have read this' }));
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    const acknowledged = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/acknowledge'));
    expect(JSON.parse(String(acknowledged?.[1]?.body))).toEqual({ lastAt: NOTICE.lastAt });
  });

  it('says the same in Arabic', async () => {
    await i18n.changeLanguage('ar-SA');
    stubApi(NOTICE);
    renderAlert();
    const alert = await screen.findByRole('status');
    expect(alert).toHaveTextContent('محاولات دخول فاشلة إلى حسابك');
    expect(alert).toHaveTextContent(
      'عدد كلمات المرور الخاطئة التي أُدخلت لحسابك منذ آخر مرة رأيت فيها هذا التنبيه: 108. عدد عناوين الشبكة التي جاءت منها: 12.',
    );
    expect(screen.getByRole('button', { name: 'اطّلعت على ذلك' })).toBeInTheDocument();
  });

  it('shows nothing when there were none', async () => {
    const fetchMock = stubApi(null);
    renderAlert();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
