import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { setupTestI18n } from '../../../test/i18n';
import { DateField } from '../date-field';

const Harness = ({ initial = '', onChange }: { initial?: string; onChange: (value: string) => void }) => {
  const [value, setValue] = useState(initial);
  return (
    <DateField
      id="field-licenseDate"
      label="Licence expiry date"
      value={value}
      hint="After today."
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
};

const renderField = (direction: 'ltr' | 'rtl', initial?: string) => {
  const onChange = vi.fn();
  render(
    <ThemeProvider theme={createTheme({ direction })}>
      <Harness initial={initial} onChange={onChange} />
    </ThemeProvider>,
  );
  return onChange;
};

/** The field's editable sections (year, month, day), once the picker has loaded. */
const sections = async () => screen.findAllByRole('spinbutton', {}, { timeout: 15_000 });

describe('DateField', { timeout: 30_000 }, () => {
  it('takes a typed date as YYYY-MM-DD and spells it out with its Hijri date', async () => {
    await setupTestI18n('en-US');
    const onChange = renderField('ltr');
    expect(await screen.findByText('After today.')).toBeInTheDocument();
    const [year] = await sections();
    await userEvent.click(year!);
    await userEvent.keyboard('20270131');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-31');
    expect(screen.getByText('January 31, 2027 (Shaʻban 23, 1448 AH)')).toBeInTheDocument();
  });

  it('takes a date typed in Arabic-Indic digits as the same YYYY-MM-DD', async () => {
    await setupTestI18n('ar-SA');
    const onChange = renderField('rtl');
    const [year] = await sections();
    await userEvent.click(year!);
    // An Arabic keyboard types ٢٠٢٧٠١٣١ for 20270131.
    await userEvent.keyboard('٢٠٢٧٠١٣١');
    expect(onChange).toHaveBeenLastCalledWith('2027-01-31');
  });

  it('takes a date picked from the calendar as YYYY-MM-DD', async () => {
    await setupTestI18n('en-US');
    const onChange = renderField('ltr', '2027-01-31');
    await userEvent.click(await screen.findByRole('button', { name: /^Choose date/ }));
    const calendar = await screen.findByRole('grid', { name: /January 2027/ });
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '15' }));
    expect(onChange).toHaveBeenLastCalledWith('2027-01-15');
  });

  it('in Arabic: the week starts on Sunday, right to left, Latin digits and the Hijri date', async () => {
    await setupTestI18n('ar-SA');
    const onChange = renderField('rtl', '2027-01-31');
    expect(await screen.findByText('31 يناير 2027 (23 شعبان 1448 هـ)')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: /^اختر التاريخ/ }));
    const calendar = await screen.findByRole('grid', { name: /يناير 2027/ });
    const weekDays = within(calendar).getAllByRole('columnheader');
    expect(weekDays[0]).toHaveAttribute('aria-label', 'الأحد');
    expect(weekDays[6]).toHaveAttribute('aria-label', 'السبت');
    // Right to left: "previous month" points right.
    const previous = screen.getByRole('button', { name: 'الشهر السابق' });
    expect(within(previous).getByTestId('ArrowRightIcon')).toBeInTheDocument();
    // 1 January 2027 is a Friday: the sixth column when weeks start on Sunday.
    const first = within(calendar).getByRole('gridcell', { name: '1' });
    expect(first).toHaveAttribute('aria-colindex', '6');
    await userEvent.click(first);
    expect(onChange).toHaveBeenLastCalledWith('2027-01-01');
  });
});
