import { beforeAll, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Role } from '@portal/contracts/roles';
import { loadAllModuleResources } from '../../../lib/i18n/module-resources';
import { saveCredentials } from '../../../lib/storage/credentials-storage';
import { setupTestI18n } from '../../../test/i18n';
import { HrPoolTabs } from '../components/hr-pool-tabs';
import { hrPoolTabsTexts } from '../locales/tabs/module-texts';
import { credentialsOf } from './candidate-fixtures';

const renderTabs = (role: Role, path: string, accessRights = credentialsOf(role).accessRights) => {
  saveCredentials(credentialsOf(role, { accessRights }));
  const router = createMemoryRouter([{ path: '*', element: <HrPoolTabs /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const WAIT = { timeout: 10_000 };

describe('HrPoolTabs', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await setupTestI18n('en-US');
    await loadAllModuleResources(hrPoolTabsTexts);
  });

  it('gives an agency the three tabs as links, the current one marked', async () => {
    const router = renderTabs('EPRO', '/hr-pool/dlt');
    const nav = await screen.findByRole('navigation', { name: 'HR pool sections' }, WAIT);
    const links = within(nav).getAllByRole('tab');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Candidates', '/hr-pool'],
      ['DLT candidates', '/hr-pool/dlt'],
      ['Old worker contracts', '/hr-pool/old-contracts'],
    ]);
    expect(within(nav).getByRole('tab', { name: 'DLT candidates' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('tab', { name: 'Candidates' })).not.toHaveAttribute('aria-current');
    within(nav).getByRole('tab', { name: 'DLT candidates' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(within(nav).getByRole('tab', { name: 'Candidates' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/hr-pool');
    expect(within(nav).getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-current', 'page');
  });

  it('marks Candidates on a candidate page', async () => {
    renderTabs('PRO_OFFICE', '/hr-pool/candidates/5');
    const nav = await screen.findByRole('navigation', undefined, WAIT);
    expect(within(nav).getByRole('tab', { name: 'Candidates' })).toHaveAttribute('aria-current', 'page');
  });

  it('gives the labour ministry the DLT tab and its own old-contracts page', async () => {
    renderTabs('FMOL', '/old-contracts');
    const nav = await screen.findByRole('navigation', undefined, WAIT);
    expect(
      within(nav)
        .getAllByRole('tab')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['DLT candidates', '/hr-pool/dlt'],
      ['Old worker contracts', '/old-contracts'],
    ]);
    expect(within(nav).getByRole('tab', { name: 'Old worker contracts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('hides the tabs of a module the sub-user has no access to, and shows none for a single route', async () => {
    renderTabs('EPRO', '/hr-pool', [{ module: 'HR_POOL', access: 'NONE' }]);
    // The texts are loaded (beforeAll), so the tabs would render at once.
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanup();
    renderTabs('SAMOL', '/old-contracts');
    expect(screen.queryByRole('navigation')).toBeNull();
    // The same tabs follow the signed-in membership.
    act(() => saveCredentials(credentialsOf('PRO_COMPANY')));
    expect(await screen.findByRole('navigation')).toBeInTheDocument();
  });
});
