import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { queryClient } from '../../../lib/query-client';
import { setupTestI18n } from '../../../test/i18n';
import { RegistrationPage } from '../components/registration-page';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const renderPage = () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) =>
      String(input).includes('/countries')
        ? json([
            { id: 1, code3: 'PHL', nameAr: 'الفلبين', nameEn: 'Philippines' },
            { id: 2, code3: 'SAU', nameAr: 'المملكة العربية السعودية', nameEn: 'Saudi Arabia' },
          ])
        : json({}),
    ),
  );
  render(<RouterProvider router={createMemoryRouter([{ path: '/', element: <RegistrationPage /> }])} />);
};

describe('registration form', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.clear();
  });

  it('offers an office or company Saudi Arabia only, and an agency the sending countries', async () => {
    renderPage();
    const choose = async (label: RegExp, option: string) => {
      await userEvent.selectOptions(screen.getByRole('combobox', { name: label }), option);
    };
    const offered = async () => {
      const country = screen.getByRole('combobox', { name: /Country/ });
      const options = await within(country).findAllByRole('option');
      const names = options.map((option) => option.textContent);
      await userEvent.selectOptions(country, options[0]!);
      return names;
    };
    await choose(/Organization type/, 'Recruitment office');
    expect(screen.getByText(/licensed in the Kingdom: Saudi Arabia/)).toBeInTheDocument();
    expect(await offered()).toEqual(['Saudi Arabia']);
    await choose(/Organization type/, 'Foreign recruitment agency');
    expect(screen.getByText('The country where your agency is licensed.')).toBeInTheDocument();
    expect(await offered()).toEqual(['Philippines']);
  });

  it('asks for the e-mail as an e-mail address the browser can fill in', () => {
    renderPage();
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    const documents = screen.getByText(/Up to 3 documents/);
    expect(within(documents.parentElement ?? document.body).queryByRole('alert')).toBeNull();
  });
});
