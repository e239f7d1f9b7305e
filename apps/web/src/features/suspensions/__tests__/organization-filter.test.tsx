import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import { queryClient } from '../../../lib/query-client';
import { setupTestI18n } from '../../../test/i18n';
import { OrganizationFilter } from '../components/organization-filter';

const OFUQ = {
  id: 4,
  name: { ar: 'مكتب الأفق', en: 'Al Ofuq Office' },
  type: 'PRO_OFFICE',
} as unknown as OrganizationSummary;
const NOOR = { ...OFUQ, id: 5, name: { ar: 'مكتب النور', en: 'Al Noor Office' } } as OrganizationSummary;

describe('the suspensions list organisation filter', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  afterEach(() => vi.unstubAllGlobals());

  it('shows its label and value read-only until the picker is in, then searches and picks', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL) =>
      Response.json({ items: [NOOR], total: 1, page: 0, size: 20 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onChange = vi.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <OrganizationFilter id="filter-organization" label="Organization" value={OFUQ} onChange={onChange} />
      </QueryClientProvider>,
    );
    // The first render: the picker's place, its label and the chosen organisation, nothing to type into.
    const placeholder = screen.getByRole('textbox', { name: 'Organization' });
    expect(placeholder).toHaveValue('Al Ofuq Office');
    expect(placeholder).toHaveAttribute('readonly');

    const picker = await screen.findByRole('combobox', { name: 'Organization' });
    expect(picker).toHaveValue('Al Ofuq Office');
    expect(picker).not.toHaveAttribute('readonly');
    await userEvent.clear(picker);
    await userEvent.type(picker, 'Noor');
    await userEvent.click(await screen.findByRole('option', { name: 'Al Noor Office' }));
    expect(onChange).toHaveBeenLastCalledWith(NOOR);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
        '/api/organizations?name=Noor&size=20',
      ),
    );
  });
});
