import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routeById } from '@portal/contracts/routes';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { CandidatePage } from '../components/candidate-page';
import { hrPoolTexts } from '../locales/module-texts';
import { PHILIPPINES, candidateFixture, credentialsOf, json } from './candidate-fixtures';
import { renderRoutes, WAIT } from '../../../test/render-routes';

const FILE = { id: 'f', name: 'x', contentType: 'image/jpeg', size: 10 };

const renderPage = (id: number | string) =>
  renderRoutes(
    [
      {
        path: '/hr-pool/candidates/:id',
        element: <CandidatePage />,
        handle: { route: routeById('hrPool.candidate') },
      },
    ],
    `/hr-pool/candidates/${id}`,
  );

describe('CandidatePage', { timeout: 40_000 }, () => {
  const fetchMock = vi.fn<typeof fetch>();
  const urls = () => fetchMock.mock.calls.map(([input]) => String(input));
  let record = candidateFixture();
  const saved: string[] = [];

  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(hrPoolTexts);
    Object.assign(URL, { createObjectURL: () => 'blob:file', revokeObjectURL: () => undefined });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    setAccessTokenProvider(async () => 'token');
    saved.length = 0;
    record = candidateFixture({ photo: FILE, cv: { ...FILE, contentType: 'application/pdf' } });
    fetchMock.mockReset();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.startsWith('/api/config')) return json({ message: 'none' }, 404);
      if (url.startsWith('/api/history/candidate/21'))
        return json({
          items: [
            {
              id: 1,
              action: 'update',
              changedAt: '2026-11-21T10:00:00.000Z',
              changedBy: { id: 7, name: { ar: 'خوسيه', en: 'Jose' } },
              changes: { religion: { from: 'ISLAM', to: 'CHRISTIANITY' } },
              shown: [
                {
                  label: 'hrPoolCandidates.fields.religion',
                  from: { kind: 'label', key: 'hrPoolCandidates.religion.ISLAM' },
                  to: { kind: 'label', key: 'hrPoolCandidates.religion.CHRISTIANITY' },
                },
              ],
            },
          ],
          total: 1,
          page: 0,
          size: 50,
        });
      if (url.endsWith('/photo')) return new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } });
      if (url.endsWith('/cv'))
        return new Response('%PDF', { headers: { 'content-type': 'application/pdf' } });
      if (url === '/api/hr-pool/candidates/21') return json(record);
      if (url === '/api/hr-pool/candidates/99') return json({ message: 'Not found.' }, 404);
      return json({ message: `unexpected ${url}` }, 500);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows every field, the photo, the status, the CV and the history, and the edit button to its agency', async () => {
    saveCredentials(credentialsOf('EPRO', { country: PHILIPPINES }));
    renderPage(21);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' }, WAIT)).toBeVisible();
    expect(await screen.findByRole('img', { name: 'Maria Santos' }, WAIT)).toHaveAttribute(
      'src',
      'blob:file',
    );
    expect(urls()).toContain('/api/hr-pool/candidates/21/photo');
    const passport = screen.getByRole('region', { name: 'Passport and identity' });
    for (const text of ['P1234567', 'ماريا سانتوس', 'Philippines', 'Female', 'Christianity', 'Single'])
      expect(within(passport).getByText(text)).toBeVisible();
    const work = screen.getByRole('region', { name: 'Work and skills' });
    for (const text of ['Housemaid', 'English and Filipino (Tagalog)', 'Secondary school'])
      expect(within(work).getByText(text)).toBeVisible();
    expect(within(work).getByText(/1,500/)).toBeVisible();
    expect(screen.getByText('Available')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/hr-pool/candidates/21/edit');
    expect(await screen.findByText('Religion: Islam → Christianity', undefined, WAIT)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Download the CV' }));
    await waitFor(() => expect(saved).toEqual(['cv-P1234567.pdf']));
    expect(urls()).toContain('/api/hr-pool/candidates/21/cv');
  });

  it('gives no edit button where the candidate may not be edited, and a placeholder without a photo', async () => {
    record = candidateFixture({ canEdit: false });
    saveCredentials(credentialsOf('PRO_OFFICE'));
    renderPage(21);
    expect(await screen.findByRole('heading', { level: 1, name: 'Maria Santos' }, WAIT)).toBeVisible();
    expect(screen.getByRole('img', { name: 'No photo of Maria Santos' })).toBeInTheDocument();
    expect(screen.getByText('No CV attached.')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Edit' })).toBeNull();
    expect(urls().some((url) => url.includes('/photo'))).toBe(false);
  });

  it('answers not found for a candidate outside the scope and for a malformed id', async () => {
    saveCredentials(credentialsOf('PRO_OFFICE'));
    renderPage(99);
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' }, WAIT)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the list' })).toHaveAttribute('href', '/hr-pool');
    cleanup();
    fetchMock.mockClear();
    // The ministry has no candidates list to go back to.
    saveCredentials(credentialsOf('FMOL', { country: PHILIPPINES }));
    renderPage('7x');
    expect(await screen.findByRole('heading', { level: 1, name: 'Not found' }, WAIT)).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Back to the list' })).toBeNull();
    expect(urls().some((url) => url.startsWith('/api/hr-pool'))).toBe(false);
  });
});
