import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { setupTestI18n } from '../test/i18n';
import { ConfirmDialogHost } from './confirm-dialog';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const Form = () => {
  const [value, setValue] = useState('');
  useUnsavedChangesGuard(value !== '');
  return (
    <>
      <label>
        Name
        <input value={value} onChange={(event) => setValue(event.target.value)} />
      </label>
      <Link to="/elsewhere">Leave</Link>
      <ConfirmDialogHost />
    </>
  );
};

const renderForm = () => {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Form /> },
      { path: '/elsewhere', element: <p>Elsewhere</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
};

describe('unsaved changes guard', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('lets a clean form go without asking', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });

  it('asks before leaving a dirty form; staying keeps the page, discarding leaves', async () => {
    const router = renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Sara');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    expect(
      await screen.findByText('You have unsaved changes! Are you sure you want to discard them?'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('link', { name: 'Leave' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(await screen.findByText('Elsewhere')).toBeInTheDocument();
  });
});
