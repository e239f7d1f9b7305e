import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { z } from 'zod';
import { AlertStack } from '../../alert-stack';
import { alertStore } from '../../../lib/alerts/alert-store';
import { ApiError } from '../../../lib/api-error';
import { setupTestI18n } from '../../../test/i18n';
import { FormFrame } from '../form-frame';
import { FormTextField } from '../form-text-field';

const schema = z.object({ code: z.string().min(1), name: z.string().min(1) });
type Values = z.infer<typeof schema>;

const Form = ({ onSubmit }: { onSubmit: (values: Values) => Promise<unknown> }) => {
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { code: 'JOB1', name: 'Driver' },
    mode: 'onTouched',
  });
  return (
    <FormFrame form={form} label="Job" fields={['code', 'name']} onSubmit={onSubmit} successMessage="Saved">
      <FormTextField form={form} name="code" label="Code" required />
      <FormTextField form={form} name="name" label="Name" required />
    </FormFrame>
  );
};

const renderForm = (onSubmit: (values: Values) => Promise<unknown>) => {
  const router = createMemoryRouter([{ path: '/', element: <Form onSubmit={onSubmit} /> }]);
  render(
    <>
      <RouterProvider router={router} />
      <AlertStack />
    </>,
  );
};

const refusal = (status: number, body: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError(status, body, 'POST', '/api/things');

describe('FormFrame shows what the server refused (spec 8)', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => alertStore.clear());

  it('puts a field message on its field and a field the form lacks in the alert', async () => {
    renderForm(async () => {
      throw refusal(400, {
        message: 'Some values are not valid.',
        fieldErrors: { code: ['This code is taken.'], countryId: ['The country is closed.'] },
      });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('This code is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/Code/)).toHaveAttribute('aria-invalid', 'true');
    expect(await screen.findByText('The country is closed.')).toBeInTheDocument();
    expect(screen.getByText('Some values are not valid.')).toBeInTheDocument();
  });

  it.each([409, 422])('shows a %i without fields as the alert with the server message', async (status) => {
    renderForm(async () => {
      throw refusal(status, { message: 'The record changed meanwhile.' });
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The record changed meanwhile.')).toBeInTheDocument();
  });

  it('drops the server message at the first change, so one click saves again', async () => {
    let calls = 0;
    renderForm(async () => {
      calls += 1;
      if (calls === 1)
        throw refusal(409, { message: 'Taken.', fieldErrors: { code: ['This code is taken.'] } });
      return {};
    });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const code = screen.getByLabelText(/Code/);
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(code, '2');
    expect(code).toHaveAttribute('aria-invalid', 'false');
    expect(
      screen.queryByText('Please correct the highlighted fields and save again.'),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
