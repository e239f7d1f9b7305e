import { afterAll, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { setupTestI18n } from '../../test/i18n';
import { DateText } from '../date-text';

describe('DateText (tables, facts, summaries)', () => {
  afterAll(() => setupTestI18n('en-US'));

  it('shows the Hijri date beside the Gregorian one in Arabic', async () => {
    await setupTestI18n('ar-SA');
    const { container } = render(<DateText value="2027-01-31" />);
    expect(container.querySelector('time')).toHaveAttribute('dateTime', '2027-01-31');
    // Without the right-to-left marks Intl puts between the day, month and year.
    expect(container.textContent?.replaceAll('\u200f', '')).toBe('31/01/2027 (23 شعبان 1448 هـ)');
  });

  it('shows the Gregorian date alone in English', async () => {
    await setupTestI18n('en-US');
    const { container } = render(<DateText value="2027-01-31" />);
    expect(container).toHaveTextContent(/^Jan 31, 2027$/);
  });
});
