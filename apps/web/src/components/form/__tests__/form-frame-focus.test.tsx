import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { type z } from 'zod';
import { REGISTRATION_TYPES, registrationFieldsSchema } from '@portal/contracts/registration';
import { setupTestI18n } from '../../../test/i18n';
import { FormFrame } from '../form-frame';
import { FormSelectField } from '../form-select-field';
import { FormTextField } from '../form-text-field';

// The registration contract's e-mail and type, in the order the page shows them.
const schema = registrationFieldsSchema.pick({ organizationType: true, email: true });
type Values = z.input<typeof schema>;

const Form = ({ onSubmit }: { onSubmit: (values: unknown) => Promise<unknown> }) => {
  const form = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { organizationType: undefined, email: '' },
    mode: 'onTouched',
  });
  return (
    <FormFrame form={form} label="Join" fields={['email']} onSubmit={onSubmit} successMessage="Saved">
      <FormSelectField
        form={form}
        name="organizationType"
        label="Organization type"
        required
        options={REGISTRATION_TYPES.map((type) => ({ value: type, label: type }))}
      />
      <FormTextField form={form} name="email" label="E-mail" required type="email" autoComplete="email" />
    </FormFrame>
  );
};

const renderForm = (onSubmit: (values: unknown) => Promise<unknown>) => {
  const router = createMemoryRouter([{ path: '/', element: <Form onSubmit={onSubmit} /> }]);
  render(<RouterProvider router={router} />);
};

describe('FormFrame focus and e-mail fields', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it(
    'moves focus from the save button to the first field in error, in page order',
    { timeout: 30_000 },
    async () => {
      renderForm(async () => ({}));
      const save = screen.getByRole('button', { name: 'Save' });
      await userEvent.click(save);
      const select = screen.getByRole('combobox', { name: /Organization type/ });
      await waitFor(() => expect(select).toHaveFocus());
    },
  );

  it(
    'says "required" for an empty required e-mail and "valid address" for a wrong one',
    { timeout: 30_000 },
    async () => {
      renderForm(async () => ({}));
      const email = screen.getByLabelText(/E-mail/);
      expect(email).toHaveAttribute('type', 'email');
      expect(email).toHaveAttribute('autocomplete', 'email');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText('This field is required.', { selector: '#field-email-helper-text' }),
      ).toBeInTheDocument();
      await userEvent.type(email, 'not-an-address');
      expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    },
  );

  it('gives focus back to the save button once a save is over', { timeout: 30_000 }, async () => {
    let finish: (value: unknown) => void = () => undefined;
    renderForm(() => new Promise((resolve) => (finish = resolve)));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Organization type/ }), 'EPRO');
    await userEvent.type(screen.getByLabelText(/E-mail/), 'office@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving…' });
    expect(saving).toBeDisabled();
    saving.blur();
    finish({});
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toHaveFocus());
  });
});
