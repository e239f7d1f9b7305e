import { describe, expect, it } from 'vitest';
import { employmentRequestWizardRedirect, partnershipWizardRedirect } from './guards-wizard';
import { EMPLOYMENT_REQUEST_WIZARD_STEPS, PARTNERSHIP_WIZARD_STEPS } from './routes';

describe('employment request wizard (spec 4)', () => {
  it('select-visa comes first and opens without visas', () => {
    expect(EMPLOYMENT_REQUEST_WIZARD_STEPS[0]).toBe('select-visa');
    expect(employmentRequestWizardRedirect('select-visa', 0)).toBeNull();
    expect(employmentRequestWizardRedirect(null, 3)).toBe('/employment-requests/wizard/select-visa');
  });

  it.each(EMPLOYMENT_REQUEST_WIZARD_STEPS.filter((step) => step !== 'select-visa'))(
    '%s without visas goes back to employment-requests',
    (step) => {
      expect(employmentRequestWizardRedirect(step, 0)).toBe('/employment-requests');
      expect(employmentRequestWizardRedirect(step, 1)).toBeNull();
    },
  );
});

describe('partnership contract wizard (spec 4)', () => {
  it('epro opens without ePRO info', () => {
    expect(partnershipWizardRedirect('epro', false)).toBeNull();
    expect(partnershipWizardRedirect(null, true)).toBe('/partnership-contracts/wizard/epro');
    expect(partnershipWizardRedirect(null, true, 8)).toBe('/partnership-contracts/wizard/8/epro');
  });

  it.each(PARTNERSHIP_WIZARD_STEPS.filter((step) => step !== 'epro'))('%s needs the ePRO info', (step) => {
    expect(partnershipWizardRedirect(step, false)).toBe('/partnership-contracts/wizard/epro');
    expect(partnershipWizardRedirect(step, false, 12)).toBe('/partnership-contracts/wizard/12/epro');
    expect(partnershipWizardRedirect(step, true, 12)).toBeNull();
  });
});
