import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { z } from 'zod';
import { alertStore } from '../../../lib/alerts/alert-store';
import { ApiError } from '../../../lib/api-error';
import { setupTestI18n } from '../../../test/i18n';
import { FormDialog, FormProblem } from '../form-dialog';
import { useDialogForm, type DialogFormOptions } from '../use-dialog-form';

// Messages are catalogue keys, as the contracts' are.
const schema = z
  .object({
    code: z.string().min(1, 'validation.required'),
    email: z.email('validation.email'),
  })
  .refine((input) => input.code !== input.email, 'validation.invalid');

type Saved = { id: number };

const Harness = ({
  save,
  options,
  onSaved,
}: {
  save: (body: z.output<typeof schema>) => Promise<Saved>;
  options?: DialogFormOptions;
  onSaved?: (saved: Saved) => void;
}) => {
  const form = useDialogForm(options);
  const [code, setCode] = useState('');
  const [email, setEmail] = useState('');
  const submit = async () => {
    const saved = await form.submit(schema, { code, email }, save);
    if (saved) onSaved?.(saved.result);
  };
  return (
    <FormDialog
      id="thing"
      open
      title="Add a thing"
      intro="Both values are needed."
      submitLabel="Add"
      form={form}
      onClose={() => undefined}
      onSubmit={() => void submit()}
    >
      <TextField
        id="thing-code"
        label="Code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={Boolean(form.errors.code)}
        helperText={form.errors.code}
      />
      <TextField
        id="thing-email"
        label="E-mail"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(form.errors.email)}
        helperText={form.errors.email}
      />
    </FormDialog>
  );
};

const refusal = (status: number, body: ConstructorParameters<typeof ApiError>[1]) =>
  new ApiError(status, body, 'POST', '/api/things');

const fill = async (code: string, email: string) => {
  if (code) await userEvent.type(screen.getByRole('textbox', { name: 'Code' }), code);
  if (email) await userEvent.type(screen.getByRole('textbox', { name: 'E-mail' }), email);
};

describe('useDialogForm with FormDialog', { timeout: 30_000 }, () => {
  beforeAll(() => setupTestI18n('en-US'));
  beforeEach(() => {
    alertStore.clear();
    // The error reports of unexpected failures go nowhere.
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the contract's messages in the person's language, sends nothing and focuses the first field in error", async () => {
    const save = vi.fn(async () => ({ id: 1 }));
    render(<Harness save={save} />);
    await fill('', 'not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const code = screen.getByRole('textbox', { name: 'Code' });
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(screen.getByText('Enter a valid e-mail address.')).toBeInTheDocument();
    await waitFor(() => expect(code).toHaveFocus());
    expect(code).toHaveAccessibleDescription('This field is required.');
    expect(save).not.toHaveBeenCalled();
    // What was typed stays.
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('not-an-address');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a rule on the whole body as the problem and focuses it', async () => {
    const save = vi.fn(async () => ({ id: 1 }));
    render(<Harness save={save} />);
    await fill('a@b.co', 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('This value is not valid.');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(save).not.toHaveBeenCalled();
  });

  it("shows the server's refusal with no field above the fields, focused, keeping every value", async () => {
    const save = vi.fn(async () => {
      throw refusal(409, { message: 'This code is already taken.' });
    });
    render(<Harness save={save} />);
    await fill('JOB1', 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('This code is already taken.');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(save).toHaveBeenCalledWith({ code: 'JOB1', email: 'a@b.co' });
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('JOB1');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('a@b.co');
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
    // Shown in the dialog, not again as a page alert.
    expect(alertStore.getAlerts()).toHaveLength(0);
  });

  it("puts the server's field messages on their fields, focusing the first, with its message as the problem", async () => {
    const save = vi.fn(async () => {
      throw refusal(400, {
        message: 'Some values are not valid.',
        fieldErrors: { email: ['This address is closed.', 'A second message.'] },
      });
    });
    render(<Harness save={save} />);
    await fill('JOB1', 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));

    const email = screen.getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('This address is closed.');
    expect(screen.getByRole('alert')).toHaveTextContent('Some values are not valid.');
    expect(screen.queryByText('A second message.')).toBeNull();
  });

  it('is busy while saving: the action is disabled and a second click saves nothing more', async () => {
    let answer: (saved: Saved) => void = () => undefined;
    const save = vi.fn(() => new Promise<Saved>((resolve) => (answer = resolve)));
    const onSaved = vi.fn();
    render(<Harness save={save} onSaved={onSaved} />);
    await fill('JOB1', 'a@b.co');
    const add = screen.getByRole('button', { name: 'Add' });
    await userEvent.click(add);
    await waitFor(() => expect(add).toBeDisabled());
    add.click();
    answer({ id: 7 });
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ id: 7 }));
    expect(save).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(add).toBeEnabled());
  });

  it('leaves what is not a refusal (a server failure) to the page alerts, clearing an earlier problem', async () => {
    const save = vi
      .fn<() => Promise<Saved>>()
      .mockRejectedValueOnce(refusal(409, { message: 'This code is already taken.' }))
      .mockRejectedValueOnce(refusal(500, null));
    render(<Harness save={save} />);
    await fill('JOB1', 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('already taken');

    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(alertStore.getAlerts()).toHaveLength(1));
    expect(alertStore.getAlerts()[0]).toMatchObject({
      type: 'danger',
      message: 'Sorry, unknown error has occurred :(',
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('hands a 409 to onConflict when the dialog has one, showing nothing itself', async () => {
    const conflict = refusal(409, { message: 'Someone acted first.' });
    const onConflict = vi.fn();
    render(
      <Harness
        save={async () => {
          throw conflict;
        }}
        options={{ onConflict }}
      />,
    );
    await fill('JOB1', 'a@b.co');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(onConflict).toHaveBeenCalledWith(conflict));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends an action with no values, showing its refusal the same way', async () => {
    const Approve = ({ approve }: { approve: () => Promise<unknown> }) => {
      const form = useDialogForm();
      return (
        <div ref={form.fields}>
          <FormProblem problem={form.problem} />
          <button type="button" disabled={form.busy} onClick={() => void form.send(approve)}>
            Approve
          </button>
        </div>
      );
    };
    const approve = vi.fn(async () => {
      throw refusal(403, { message: 'Only the admins decide.' });
    });
    render(<Approve approve={approve} />);
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Only the admins decide.');
    await waitFor(() => expect(problem).toHaveFocus());
    expect(approve).toHaveBeenCalledTimes(1);
  });

  it('names the dialog by its title and describes it by its intro', () => {
    render(<Harness save={async () => ({ id: 1 })} />);
    const dialog = screen.getByRole('dialog', { name: 'Add a thing' });
    expect(dialog).toHaveAccessibleDescription('Both values are needed.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  });
});
