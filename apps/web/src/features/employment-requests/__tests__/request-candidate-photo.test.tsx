import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { routeById } from '@portal/contracts/routes';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { RequestCandidatePage } from '../components/request-party-pages';
import { employmentRequestTexts } from '../locales/module-texts';
import { credentialsOf, json, requestFixture } from './request-fixtures';
import { renderRoutes } from '../../../test/render-routes';

const PHOTO = '/api/hr-pool/candidates/9/photo?size=thumb';

const renderCandidatePage = () =>
  renderRoutes(
    [
      {
        path: '/employment-requests/:id/candidate',
        element: <RequestCandidatePage />,
        handle: { route: routeById('employmentRequests.candidate') },
      },
    ],
    '/employment-requests/5/candidate',
  );

describe(
  "the request's candidate page: the worker's photo, where the embassy decides",
  { timeout: 30_000 },
  () => {
    const fetchMock = vi.fn<typeof fetch>();
    const revoked: string[] = [];

    beforeAll(async () => {
      await setupTestI18n('en-US');
      await loadAllModuleResources(employmentRequestTexts);
    });
    beforeEach(() => {
      revoked.length = 0;
      vi.stubGlobal('fetch', fetchMock);
      vi.stubGlobal(
        'URL',
        Object.assign(URL, {
          createObjectURL: () => 'blob:photo-9',
          revokeObjectURL: (url: string) => void revoked.push(url),
        }),
      );
      setAccessTokenProvider(async () => 'embassy-token');
      saveCredentials(credentialsOf('FOREIGN_EMBASSY', 51));
      const base = requestFixture();
      fetchMock.mockReset();
      fetchMock.mockImplementation(async (input) => {
        const url = String(input);
        if (url === PHOTO) return new Response('jpeg', { headers: { 'content-type': 'image/jpeg' } });
        if (url === '/api/employment-requests/5')
          return json({ ...base, candidate: { ...base.candidate, photoUrl: PHOTO } });
        return json({ message: 'unexpected' }, 404);
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    it('asks for the photo with the bearer token and shows it', async () => {
      renderCandidatePage();
      // Fetched with the token, then shown from an object URL.
      await waitFor(
        () =>
          expect(screen.getByRole('img', { name: 'Photo of Maria Santos' })).toHaveAttribute(
            'src',
            'blob:photo-9',
          ),
        { timeout: 15_000 },
      );
      const [, init] = fetchMock.mock.calls.find(([input]) => String(input) === PHOTO) ?? [];
      expect((init?.headers as Record<string, string>).authorization).toBe('Bearer embassy-token');
      // Inside the name's value: a description list holds only terms and values (axe definition-list).
      const photo = screen.getByRole('img', { name: 'Photo of Maria Santos' });
      expect(
        [...photo.closest('dl')!.children].every((child) => ['DIV', 'DT', 'DD'].includes(child.tagName)),
      ).toBe(true);
      expect(photo.closest('dd')).not.toBeNull();
    });

    it('says the photo could not be loaded when the server refuses it', async () => {
      fetchMock.mockImplementation(async (input) => {
        const url = String(input);
        const base = requestFixture();
        if (url === PHOTO) return json({ message: 'Not found' }, 404);
        if (url === '/api/employment-requests/5')
          return json({ ...base, candidate: { ...base.candidate, photoUrl: PHOTO } });
        return json({ message: 'unexpected' }, 404);
      });
      renderCandidatePage();
      expect(
        await screen.findByRole('img', { name: 'The photo of Maria Santos could not be loaded.' }),
      ).toBeInTheDocument();
    });
  },
);
