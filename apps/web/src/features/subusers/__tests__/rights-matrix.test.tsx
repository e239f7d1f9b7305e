import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AccessRight } from '@portal/contracts/access';
import { setupTestI18n } from '../../../test/i18n';
import { RightsMatrix } from '../components/rights-matrix';

const Harness = ({ initial, onChange }: { initial: AccessRight[]; onChange: (r: AccessRight[]) => void }) => {
  const [rights, setRights] = useState(initial);
  return (
    <RightsMatrix
      value={rights}
      onChange={(next) => {
        setRights(next);
        onChange(next);
      }}
    />
  );
};

describe('RightsMatrix', () => {
  beforeAll(() => setupTestI18n('en-US'));

  it('shows every module with NONE for a missing entry and sends all five modules on a change', async () => {
    const onChange = vi.fn();
    render(<Harness initial={[{ module: 'HR_POOL', access: 'READ' }]} onChange={onChange} />);
    const hrPool = screen.getByRole('radiogroup', { name: 'HR pool' });
    expect(within(hrPool).getByRole('radio', { name: 'Read' })).toBeChecked();
    const lookups = screen.getByRole('radiogroup', { name: 'Lookups' });
    expect(within(lookups).getByRole('radio', { name: 'None' })).toBeChecked();
    await userEvent.click(within(hrPool).getByRole('radio', { name: 'None' }));
    expect(onChange).toHaveBeenLastCalledWith([
      { module: 'EMPLOYMENT_REQUEST', access: 'NONE' },
      { module: 'HR_POOL', access: 'NONE' },
      { module: 'LOOKUP', access: 'NONE' },
      { module: 'ORGANIZATION', access: 'NONE' },
      { module: 'PARTNERSHIP_CONTRACT', access: 'NONE' },
    ]);
    expect(within(hrPool).getByRole('radio', { name: 'None' })).toBeChecked();
  });

  it('is read-only when disabled, in Arabic too', async () => {
    await setupTestI18n('ar-SA');
    render(<RightsMatrix value={[{ module: 'ORGANIZATION', access: 'WRITE' }]} disabled />);
    const org = screen.getByRole('radiogroup', { name: 'المنشآت' });
    expect(within(org).getByRole('radio', { name: 'كتابة' })).toBeChecked();
    expect(within(org).getByRole('radio', { name: 'قراءة' })).toBeDisabled();
    await setupTestI18n('en-US');
  });
});
