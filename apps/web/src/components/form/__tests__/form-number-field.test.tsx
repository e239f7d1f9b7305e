import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { money } from '@portal/contracts/digit-fields';
import { setupTestI18n } from '../../../test/i18n';
import { FormNumberField } from '../form-number-field';

const schema = z.object({ fee: money({ min: 0, max: 100_000 }) });
type Values = { fee: number | string | null };
type Output = z.output<typeof schema>;
const resolver = zodResolver(schema) as unknown as Resolver<Values, unknown, Output>;

const Form = ({
  onSubmit,
  initial = null,
}: {
  onSubmit: (values: Output) => void;
  initial?: number | null;
}) => {
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: { fee: initial } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(onSubmit)(event)}>
      <FormNumberField form={form} name="fee" label="Fee" required />
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset({ fee: 700 })}>
        Reset
      </button>
    </form>
  );
};

describe('FormNumberField', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('keeps a fee typed in Arabic-Indic digits as it is typed and submits its number', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: /Fee/ });
    await userEvent.type(field, '١٢٠٠٠');
    expect(field).toHaveValue('١٢٠٠٠');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ fee: 12000 }, expect.anything());
  });

  it('keeps decimals while they are typed, in Extended Arabic-Indic digits too', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: /Fee/ });
    await userEvent.type(field, '۱۵۰۰.');
    expect(field).toHaveValue('۱۵۰۰.');
    await userEvent.type(field, '۵');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ fee: 1500.5 }, expect.anything());
  });

  it('says "enter a number" for text that is none, instead of emptying the field', async () => {
    const onSubmit = vi.fn();
    render(<Form onSubmit={onSubmit} />);
    const field = screen.getByRole('textbox', { name: /Fee/ });
    await userEvent.type(field, '12abc');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(field).toHaveValue('12abc');
    expect(await screen.findByText(/Enter a number, in Latin or Arabic digits/)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a value the form sets from outside', async () => {
    render(<Form onSubmit={vi.fn()} initial={1200} />);
    const field = screen.getByRole('textbox', { name: /Fee/ });
    expect(field).toHaveValue('1200');
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(field).toHaveValue('700');
  });
});
