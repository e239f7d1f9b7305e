import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { setupTestI18n } from '../../test/i18n';
import { NUMBER_SLOT, RecordNumber, withRecordNumber } from '../record-number';

describe('record numbers in Arabic and English text', () => {
  it('isolates the number left to right and keeps it on one line', () => {
    render(
      <p>
        الطلب <RecordNumber value="ER-0000004" /> بانتظار الرد
      </p>,
    );
    const number = screen.getByText('ER-0000004');
    expect(number.tagName).toBe('BDI');
    expect(number).toHaveAttribute('dir', 'ltr');
    expect(number).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('puts the isolated number into a translated title', async () => {
    const i18n = await setupTestI18n('ar-SA');
    const title = (number: string) =>
      i18n.t('test.transferTitle', { defaultValue: 'عقد نقل الخدمات {{number}}', number });
    render(<h1>{withRecordNumber(title(NUMBER_SLOT), 'ER-0000004')}</h1>);
    const heading = screen.getByRole('heading');
    expect(heading.querySelector('bdi[dir="ltr"]')).toHaveTextContent(/^ER-0000004$/);
    expect(heading).toHaveTextContent(title('ER-0000004'));
    expect(heading.textContent).not.toContain('\u0000');
    await setupTestI18n('en-US');
  });
});
