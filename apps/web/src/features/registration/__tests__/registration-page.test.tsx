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
        ? json([{ id: 1, code3: 'PHL', nameAr: 'الفلبين', nameEn: 'Philippines' }])
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

  it('tells an office in the Kingdom why Saudi Arabia is not in the country list', async () => {
    renderPage();
    const countryHint = /so Saudi Arabia is not in it/;
    expect(screen.queryByText(countryHint)).toBeNull();
    await userEvent.click(screen.getByRole('combobox', { name: /Organization type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Recruitment office' }));
    expect(screen.getByText(countryHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Organization type/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Foreign recruitment agency' }));
    expect(screen.queryByText(countryHint)).toBeNull();
    expect(screen.getByText('The country where your agency is licensed.')).toBeInTheDocument();
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
