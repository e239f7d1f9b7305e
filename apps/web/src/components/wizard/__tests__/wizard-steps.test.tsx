import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { WizardSteps } from '../wizard-steps';

describe('WizardSteps', () => {
  it('lists the steps in order, marks the current one, and shows the steps before it as done', () => {
    render(<WizardSteps labels={['Visa', 'Employer', 'Terms']} active={1} aria-label="Wizard steps" />);
    const list = screen.getByRole('list', { name: 'Wizard steps' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Visa', '2Employer', '3Terms']);
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([null, 'step', null]);
    // Done: the check instead of the number; the current and later steps show their numbers.
    expect(items[0]?.querySelector('svg text')).toBeNull();
    expect(items[0]?.querySelector('svg path')).not.toBeNull();
    expect(items[1]?.querySelector('svg text')?.textContent).toBe('2');
    expect(items[2]?.querySelector('svg text')?.textContent).toBe('3');
    expect(within(items[1] as HTMLElement).getByText('Employer')).toBeVisible();
  });
});
