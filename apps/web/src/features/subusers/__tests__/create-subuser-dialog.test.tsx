import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { Role } from '@portal/contracts/roles';
import { setAccessTokenProvider } from '../../../lib/auth/auth-hooks';
import { clearCredentials, saveCredentials } from '../../../lib/storage/credentials-storage';
import { credentialsFixture, membershipFixture } from '../../../test/fixtures';
import { setupTestI18n } from '../../../test/i18n';
import { CreateSubUserDialog } from '../components/create-subuser-dialog';

const created = {
  subUser: {
    id: 90,
    username: 'clerk',
    nameAr: 'موظف',
    nameEn: 'Clerk',
    email: 'clerk@example.test',
    nationalId: null,
    role: 'FMOL',
    active: true,
    accessRights: [],
    linked: false,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  oneTimePassword: 'Abcdefghjkmnpq',
};

/** Decision 0017: only the roles that may change rights choose them when creating a sub-user. */
describe('CreateSubUserDialog', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(created), { status: 201, headers: { 'content-type': 'application/json' } }),
    );
    setAccessTokenProvider(async () => 'token');
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearCredentials();
  });

  const createAs = async (role: Role) => {
    saveCredentials(credentialsFixture(membershipFixture({ role })));
    render(
      <QueryClientProvider client={new QueryClient()}>
        <CreateSubUserDialog open onClose={() => undefined} />
      </QueryClientProvider>,
    );
    const matrixShown = screen.queryAllByRole('radiogroup').length > 0;
    const inheritedNote = screen.queryByText(/same permissions as you/) !== null;
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: /Username/ }), 'clerk');
    await user.type(screen.getByRole('textbox', { name: /Name \(Arabic\)/ }), 'موظف');
    await user.type(screen.getByRole('textbox', { name: /Name \(English\)/ }), 'Clerk');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'clerk@example.test');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText('Abcdefghjkmnpq');
    const [, init] = fetchMock.mock.calls[0]!;
    return { body: JSON.parse(String(init?.body)) as Record<string, unknown>, matrixShown, inheritedNote };
  };

  it('shows FMOL no rights matrix, says why, and sends no rights', async () => {
    const { body, matrixShown, inheritedNote } = await createAs('FMOL');
    expect(matrixShown).toBe(false);
    expect(inheritedNote).toBe(true);
    expect(body).not.toHaveProperty('accessRights');
    expect(body).toMatchObject({ username: 'clerk', email: 'clerk@example.test' });
  }, 60_000);

  it('lets an office choose the rights and sends every module', async () => {
    const { body, matrixShown, inheritedNote } = await createAs('PRO_OFFICE');
    expect(matrixShown).toBe(true);
    expect(inheritedNote).toBe(false);
    expect(body.accessRights).toHaveLength(5);
  }, 60_000);
});
