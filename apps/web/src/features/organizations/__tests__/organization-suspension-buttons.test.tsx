import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FEATURE_FLAGS } from '@portal/contracts/feature-flags';
import type { OrganizationDetail } from '@portal/contracts/organizations';
import { setupTestI18n } from '../../../test/i18n';
import { OrganizationSuspensionButtons } from '../components/organization-suspension-buttons';

const flags = vi.hoisted(() => ({ organizationButtons: false }));
vi.mock('../../../lib/config', () => ({
  useFeatureFlags: () => ({ ...FEATURE_FLAGS, ...flags }),
}));
vi.mock('../../../lib/storage/use-credentials', () => ({
  useCredentials: () => ({ accessRights: [{ module: 'ORGANIZATION', access: 'WRITE' }] }),
}));

const organization = (suspension: OrganizationDetail['suspension']) =>
  ({ id: 7, name: { ar: 'منشأة', en: 'Test Org' }, suspension }) as unknown as OrganizationDetail;

const renderButtons = (org: OrganizationDetail) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <OrganizationSuspensionButtons organization={org} />
    </QueryClientProvider>,
  );

describe('organisation page suspension buttons (flag organizationButtons)', () => {
  beforeEach(async () => {
    await setupTestI18n('en-US');
  });

  it('are hidden when the flag is off', () => {
    flags.organizationButtons = false;
    renderButtons(organization(null));
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offer Suspend for an active organisation and Lift for a suspended one when the flag is on', () => {
    flags.organizationButtons = true;
    const { unmount } = renderButtons(organization(null));
    expect(screen.getByRole('button', { name: 'Suspend an organization' })).toBeVisible();
    unmount();
    renderButtons(
      organization({ id: 3, reason: { ar: 'سبب', en: 'Reason' }, startsOn: '2026-01-01', endsOn: null }),
    );
    expect(screen.getByRole('button', { name: 'Lift' })).toBeVisible();
  });
});
