import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryClient } from '@tanstack/react-query';
import type { Registration } from '@portal/contracts/registration';
import { alertStore } from '../../../lib/alerts/alert-store';
import { createQueryClient } from '../../../lib/query-client';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsOf } from '../../../test/fixtures';
import { json, stubFetch } from '../../../test/http';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes, WAIT } from '../../../test/render-routes';
import { RegistrationsQueuePage } from '../components/registrations-queue-page';

const registration: Registration = {
  id: 9,
  reference: 'REG-000009',
  organizationType: 'PRO_OFFICE',
  nameAr: 'مكتب الأفق',
  nameEn: 'Al Ofuq Office',
  country: null,
  licenseNumber: '7001234567',
  licenseDate: '2026-01-10',
  contactName: 'Sara',
  contactPhone: '0501234567',
  email: 'sara@example.com',
  city: 'Riyadh',
  addressAr: null,
  addressEn: null,
  documents: [],
  status: 'PENDING',
  decisionNote: null,
  decidedAt: null,
  organizationId: null,
  createdAt: '2026-11-20T08:00:00.000Z',
  claim: null,
};

const fetchMock = vi.fn<typeof fetch>();
const decisions = () =>
  fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith('/decision') && init?.method === 'POST');

describe('registrations queue: the decision dialog', { timeout: 30_000 }, () => {
  let client: QueryClient;
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    alertStore.clear();
    // The app's client: a refused decision would reach its global error handler too.
    client = createQueryClient();
    saveCredentials(credentialsOf('ADMIN', { accessRights: [{ module: 'ORGANIZATION', access: 'WRITE' }] }));
    stubFetch(fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/decision') && init?.method === 'POST') {
        return json({ message: 'Claim the registration before deciding on it.' }, 409);
      }
      if (url.startsWith('/api/registrations')) return json({ items: [registration], total: 1 });
      return json({});
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    client.clear();
  });

  it("refuses a note over 1,000 characters before sending, then shows the server's refusal once, in the dialog, focused", async () => {
    renderRoutes(
      [{ path: '/admin/registrations', element: <RegistrationsQueuePage /> }],
      '/admin/registrations',
      client,
    );
    const row = await screen.findByRole('row', { name: /REG-000009/ }, WAIT);
    await userEvent.click(within(row).getByRole('button', { name: /^Actions for/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });

    await userEvent.click(note);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.click(reject);
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(decisions()).toHaveLength(0);

    await userEvent.clear(note);
    await userEvent.type(note, 'The licence is expired.');
    await userEvent.click(reject);
    const problem = await within(dialog).findByRole('alert');
    expect(problem).toHaveTextContent('Claim the registration before deciding on it.');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(JSON.parse(String(decisions()[0]?.[1]?.body))).toEqual({
      decision: 'REJECTED',
      note: 'The licence is expired.',
    });
    expect(note).toHaveValue('The licence is expired.');
    // Said in the dialog only, not again as a page alert.
    expect(alertStore.getAlerts()).toHaveLength(0);
  });

  it("loads the dialog when a registration is first opened: focus moves into it, and back to the row's actions when it closes", async () => {
    renderRoutes(
      [{ path: '/admin/registrations', element: <RegistrationsQueuePage /> }],
      '/admin/registrations',
      client,
    );
    const row = await screen.findByRole('row', { name: /REG-000009/ }, WAIT);
    const actions = within(row).getByRole('button', { name: /^Actions for/ });
    for (const close of ['{Escape}', 'button'] as const) {
      await userEvent.click(actions);
      await userEvent.click(await screen.findByRole('menuitem', { name: 'Open' }));
      // The first opening waits for the dialog's code, then the dialog takes the focus.
      const dialog = await screen.findByRole('dialog', { name: /REG-000009/ }, WAIT);
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      if (close === 'button') await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
      else await userEvent.keyboard(close);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(actions).toHaveFocus());
    }
  });
});
