import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../test/i18n';
import { confirm, ConfirmDialogHost } from '../confirm-dialog';

/** A record page whose "Approve" goes away once the (slow) action is done, as an action bar's does. */
const RecordPage = () => {
  const [approved, setApproved] = useState(false);
  const approve = async () => {
    if (!(await confirm({ title: 'Approve?', message: 'The contract becomes active.' }))) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
    setApproved(true);
  };
  return (
    <main>
      <h1>Contract PC-0000010</h1>
      {approved ? <p>Active</p> : <button onClick={() => void approve()}>Approve</button>}
      <button>Print</button>
      <ConfirmDialogHost />
    </main>
  );
};

describe('focus after the confirmation dialog', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('goes to the page heading when the confirmed action removed the button that asked', async () => {
    render(<RecordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await screen.findByText('Active');
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Contract PC-0000010' })),
    );
  });

  it('goes back to the button that asked when it is still there (cancelled)', async () => {
    render(<RecordPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve' })));
  });
});
