import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { setupTestI18n } from '../../../test/i18n';
import { LicenceRequestForm } from '../components/licence-request-form';

const renderForm = () => {
  const router = createMemoryRouter([{ path: '/', element: <LicenceRequestForm /> }]);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
};

describe('LicenceRequestForm document', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('says what may be attached and shows no file error before a file is chosen', () => {
    renderForm();
    expect(screen.getByText('One file: PDF, PNG or JPEG, at most 5 MB.')).toBeInTheDocument();
    expect(screen.queryByText(/Only PDF, PNG or JPEG documents are accepted/)).toBeNull();
    expect(screen.queryByText(/larger than 5 MB/)).toBeNull();
  });

  it(
    'after a submit with the fields filled but no document, focus goes to the file button',
    { timeout: 30_000 },
    async () => {
      renderForm();
      await userEvent.type(screen.getByLabelText(/New licence number/), 'LIC-2031');
      await userEvent.type(screen.getByLabelText(/New expiry date/), '2031-01-31');
      await userEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Attach the document.');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Choose a file' })).toHaveFocus());
    },
  );
});
