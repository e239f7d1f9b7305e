import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient } from '@tanstack/react-query';
import { setupTestI18n } from '../../../test/i18n';
import { renderRoutes } from '../../../test/render-routes';
import { typeDate } from '../../../test/date-field';
import { LicenceRequestForm } from '../components/licence-request-form';

const renderForm = () =>
  renderRoutes([{ path: '/', element: <LicenceRequestForm /> }], '/', new QueryClient());

describe('LicenceRequestForm', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('requires the number, a future date and a document', async () => {
    renderForm();
    await typeDate(/New expiry date/, '2001-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'Submit the request' }));
    expect(await screen.findByText('The new expiry date must be in the future.')).toBeInTheDocument();
    expect(screen.getByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText(/Attach the document\./)).toBeInTheDocument();
  });

  it('refuses a text file and a file over 5 MB before sending', async () => {
    renderForm();
    const input = screen.getByLabelText('Licence document');
    await userEvent.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(
      screen.getByText(/notes\.txt: Only PDF, PNG or JPEG documents are accepted\./),
    ).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1_048_576 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, big);
    expect(screen.getByText(/scan\.pdf: The file is larger than 5 MB\./)).toBeInTheDocument();
  });
});
