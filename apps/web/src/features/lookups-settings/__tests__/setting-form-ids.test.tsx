import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { COUNTED_OBLIGATIONS } from '@portal/contracts/clocks/obligations';
import { SETTING_DEFAULTS, SETTING_KEYS } from '@portal/contracts/settings';
import { setupTestI18n } from '../../../test/i18n';
import { SettingForm } from '../components/setting-form';

/** Every setting's form on one page, as `/admin/settings` shows them. */
const AllSettings = () => (
  <>
    {SETTING_KEYS.map((key) => (
      <SettingForm
        key={key}
        settingKey={key}
        value={SETTING_DEFAULTS[key]}
        meta={undefined}
        readOnly={false}
      />
    ))}
  </>
);

describe('settings page forms', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('give each input its own id, so each label names its own input', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <AllSettings /> }])} />
      </QueryClientProvider>,
    );
    const inputs = screen.getAllByRole('textbox');
    expect(inputs).toHaveLength(17);
    const ids = inputs.map((input) => input.id);
    expect(new Set(ids).size).toBe(ids.length);
    // A label belongs to the first element with its `for` id: a repeated id leaves later inputs unlabelled.
    for (const input of inputs) expect((input as HTMLInputElement).labels, input.id).toHaveLength(1);
  });

  it('offer how each deadline counts as a labelled select (decision 0056)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={createMemoryRouter([{ path: '/', element: <AllSettings /> }])} />
      </QueryClientProvider>,
    );
    const arrival = screen.getByRole('combobox', { name: /Worker's arrival counts/ });
    expect(arrival).toHaveTextContent('Calendar days');
    expect(screen.getByRole('combobox', { name: /Licence request review counts/ })).toHaveTextContent(
      'Working days',
    );
    // One per obligation whose counting admins choose.
    expect(screen.getAllByRole('combobox')).toHaveLength(COUNTED_OBLIGATIONS.length);
  });
});
