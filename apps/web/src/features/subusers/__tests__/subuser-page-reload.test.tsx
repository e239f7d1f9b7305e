import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ERROR_CODES } from '@portal/contracts/error-body';
import type { SubUser } from '@portal/contracts/subusers';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { SubUserPage } from '../components/subuser-page';

const mine: SubUser = {
  id: 5,
  username: 'clerk',
  nameAr: 'موظف',
  nameEn: 'Clerk',
  email: null,
  nationalId: null,
  role: 'PRO_OFFICE',
  active: true,
  accessRights: [{ module: 'HR_POOL', access: 'READ' }],
  linked: true,
  rowVersion: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
};
/** The sub-user as another user saved it after the page read it. */
const theirs: SubUser = { ...mine, rowVersion: 2, accessRights: [{ module: 'LOOKUP', access: 'WRITE' }] };

const MESSAGE = 'Someone else saved this record after you opened it, so your changes were not saved.';
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let current = mine;
const fetchMock = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
  if (init?.method === 'PUT') {
    const body = JSON.parse(String(init.body)) as { rowVersion: number };
    if (body.rowVersion !== current.rowVersion)
      return json({ message: MESSAGE, code: ERROR_CODES.recordChanged }, 409);
    return json({ ...current, ...body, rowVersion: current.rowVersion + 1 });
  }
  return json(current);
});
const puts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

describe('the sub-user page after someone else saved the sub-user', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await setupTestI18n('en-US');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('says so with Reload; Reload shows their rights, and the next save sends their version', async () => {
    saveCredentials(credentialsFixture());
    const router = createMemoryRouter([{ path: '/subusers/:id', element: <SubUserPage /> }], {
      initialEntries: ['/subusers/5'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    const hrPool = await screen.findByRole('radiogroup', { name: 'HR pool' });
    current = theirs;
    await userEvent.click(within(hrPool).getByRole('radio', { name: 'Write' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save permissions' }));

    expect(await screen.findByText(MESSAGE)).toBeInTheDocument();
    expect(JSON.parse(String(puts()[0]![1]!.body))).toMatchObject({ rowVersion: 1 });

    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    const lookups = await screen.findByRole('radiogroup', { name: 'Lookups' });
    await vi.waitFor(() => expect(within(lookups).getByRole('radio', { name: 'Write' })).toBeChecked());
    expect(
      within(screen.getByRole('radiogroup', { name: 'HR pool' })).getByRole('radio', { name: 'None' }),
    ).toBeChecked();
    expect(screen.queryByText(MESSAGE)).not.toBeInTheDocument();

    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'HR pool' })).getByRole('radio', { name: 'Read' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(2));
    expect(JSON.parse(String(puts()[1]![1]!.body))).toMatchObject({ rowVersion: 2 });
  });
});
