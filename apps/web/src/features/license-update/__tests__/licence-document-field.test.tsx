import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-routes';
import { LicenceRequestForm } from '../components/licence-request-form';

const renderForm = () =>
  renderRoutes([{ path: '/', element: <LicenceRequestForm /> }], '/', new QueryClient());

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
