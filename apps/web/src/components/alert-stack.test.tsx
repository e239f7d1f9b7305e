import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { alertStore } from '../lib/alerts/alert-store';
import { setupTestI18n } from '../test/i18n';
import { AlertStack } from './alert-stack';

describe('AlertStack', () => {
  beforeAll(() => setupTestI18n('en-US'));
  afterEach(() => act(() => alertStore.clear()));

  it('shows an error with role=alert, its title, body and time, and closes it on demand', async () => {
    render(<AlertStack />);
    act(() => {
      alertStore.push({ type: 'danger', title: 'Contract not saved', message: 'partnership: limit reached' });
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contract not saved');
    expect(alert).toHaveTextContent('partnership: limit reached');
    expect(alert.querySelector('time')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });

  it('announces non-error alerts politely', async () => {
    render(<AlertStack />);
    act(() => {
      alertStore.push({ type: 'success', message: 'Saved' });
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Saved');
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveAttribute('aria-live', 'polite');
  });
});
