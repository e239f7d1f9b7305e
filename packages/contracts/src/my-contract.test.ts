import { describe, expect, it } from 'vitest';
import {
  formatRequestNumber,
  MY_CONTRACT_NEXT_STEPS,
  myContractAnswerSchema,
  myContractLookupSchema,
  requestIdOfNumber,
} from './my-contract';
import { EMPLOYMENT_REQUEST_STATUSES } from './employment-requests/schemas';

describe('the worker status check contract', () => {
  it('reads the request number as people type it', () => {
    for (const typed of ['ER-0000123', 'er-0000123', 'ER 0000123', ' er0000123 ', '123', '٠٠٠٠١٢٣', 'ER-۱۲۳'])
      expect(requestIdOfNumber(typed), typed).toBe(123);
    for (const typed of ['', 'ER-', 'ER-0', 'AB-123', '12a', 'ER-1234567890', '1.5'])
      expect(requestIdOfNumber(typed), typed).toBeUndefined();
    expect(formatRequestNumber(123)).toBe('ER-0000123');
  });

  it('normalises the passport as the HR pool stores it and reads the birth date in any digits', () => {
    expect(
      myContractLookupSchema.parse({
        requestNumber: ' ER-1 ',
        passportNumber: ' p12 34567 ',
        birthDate: '١٩٩٥-٠٥-٠٥',
      }),
    ).toEqual({ requestNumber: 'ER-1', passportNumber: 'P1234567', birthDate: '1995-05-05' });
    const refused = myContractLookupSchema.safeParse({
      requestNumber: 'x',
      passportNumber: 'P-1',
      birthDate: '1995-13-01',
    });
    expect(refused.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ['requestNumber', 'validation.requestNumber'],
      ['passportNumber', 'validation.passportNumber'],
      ['birthDate', 'validation.date'],
    ]);
  });

  it('has a next step for every status and one shape for no match', () => {
    for (const status of EMPLOYMENT_REQUEST_STATUSES) expect(MY_CONTRACT_NEXT_STEPS[status]).toBeTruthy();
    expect(myContractAnswerSchema.parse({ found: false })).toEqual({ found: false });
  });
});
