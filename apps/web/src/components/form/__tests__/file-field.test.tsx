import { useState } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupTestI18n } from '../../../test/i18n';
import { FileField, filesValid } from '../file-field';

const Picker = ({ error, max = 1 }: { error?: string; max?: number }) => {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileField
      id="doc"
      label="Licence document"
      hint="One file: PDF, PNG or JPEG, at most 5 MB."
      files={files}
      onChange={setFiles}
      error={error}
      max={max}
    />
  );
};

describe('FileField', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('says what is allowed and shows no error before a file is chosen', () => {
    render(<Picker />);
    expect(screen.getByText('One file: PDF, PNG or JPEG, at most 5 MB.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/Only PDF, PNG or JPEG documents are accepted/)).toBeNull();
    expect(screen.queryByText(/larger than 5 MB/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose a file' })).not.toHaveAttribute('data-invalid');
  });

  it('names the problem of a chosen file under the hint, and clears it for a good file', async () => {
    render(<Picker />);
    const input = screen.getByLabelText('Licence document');
    await userEvent.upload(input, new File(['hi'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'notes.txt: Only PDF, PNG or JPEG documents are accepted.',
    );
    expect(screen.getByText('One file: PDF, PNG or JPEG, at most 5 MB.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button).toHaveAttribute('data-invalid', 'true');
    expect(button.getAttribute('aria-describedby')).toBe('doc-hint doc-error');
    await userEvent.upload(input, new File(['%PDF'], 'licence.pdf', { type: 'application/pdf' }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('licence.pdf')).toBeInTheDocument();
  });

  it('refuses an empty file instead of sending nothing', async () => {
    render(<Picker />);
    await userEvent.upload(
      screen.getByLabelText('Licence document'),
      new File([], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'scan.pdf: The file is empty (0 bytes): choose the file again.',
    );
    expect(filesValid([new File([], 'scan.pdf', { type: 'application/pdf' })], 1)).toBe(false);
  });

  it('shows the error the form reports (a submit without a file)', () => {
    render(<Picker error="Attach the document." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Attach the document.');
  });

  it('counts files against the maximum', () => {
    const pdf = (name: string) => new File(['%PDF'], name, { type: 'application/pdf' });
    expect(filesValid([], 1)).toBe(true);
    expect(filesValid([pdf('a.pdf')], 1)).toBe(true);
    expect(filesValid([pdf('a.pdf'), pdf('b.pdf')], 1)).toBe(false);
    expect(filesValid([new File(['x'], 'a.txt', { type: 'text/plain' })], 3)).toBe(false);
  });
});
