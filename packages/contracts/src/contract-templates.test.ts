import { describe, expect, it } from 'vitest';
import {
  clauseDeparture,
  clausesOfText,
  clausesToText,
  contractTemplateContentSchema,
  departs,
  paymentTermsDepart,
} from './contract-templates';

describe('clauseDeparture (decision 0053)', () => {
  const template = ['Pay the fee.', 'Meet the worker.', 'Provide housing.'];

  it('finds nothing when the contract keeps the template, spaces aside', () => {
    const result = clauseDeparture(template, ['Pay  the fee.', ' Meet the worker.', 'Provide housing.']);
    expect(result.removed).toEqual([]);
    expect(result.clauses.every((clause) => clause.kind === 'same')).toBe(true);
    expect(departs(result)).toBe(false);
  });

  it('pairs a changed clause with the template wording it replaced', () => {
    const result = clauseDeparture(template, [
      'Pay the fee.',
      'Meet the worker at the airport.',
      'Provide housing.',
    ]);
    expect(result.clauses[1]).toEqual({
      kind: 'changed',
      text: 'Meet the worker at the airport.',
      templateText: 'Meet the worker.',
    });
    expect(result.removed).toEqual([]);
    expect(departs(result)).toBe(true);
  });

  it('marks a clause beyond the template as added and a missing one as removed', () => {
    expect(clauseDeparture(template, [...template, 'Insure the worker.']).clauses[3]).toEqual({
      kind: 'added',
      text: 'Insure the worker.',
    });
    const shorter = clauseDeparture(template, ['Pay the fee.', 'Provide housing.']);
    expect(shorter.clauses.map((clause) => clause.kind)).toEqual(['same', 'same']);
    expect(shorter.removed).toEqual(['Meet the worker.']);
  });

  it('keeps a reordered clause as the same', () => {
    const result = clauseDeparture(template, ['Provide housing.', 'Pay the fee.', 'Meet the worker.']);
    expect(departs(result)).toBe(false);
  });

  it('reads clauses one a line and compares payment terms spaces aside', () => {
    expect(clausesOfText('A.\n\n  B. \r\nC.')).toEqual(['A.', 'B.', 'C.']);
    expect(clausesOfText(clausesToText(template))).toEqual(template);
    expect(paymentTermsDepart('Half now, half later', 'Half now,  half later ')).toBe(false);
    expect(paymentTermsDepart('Half now, half later', 'All on arrival')).toBe(true);
  });
});

describe('contractTemplateContentSchema', () => {
  const valid = {
    officeClausesAr: ['أ'],
    officeClausesEn: ['A'],
    agencyClausesAr: ['ب'],
    agencyClausesEn: ['B'],
    paymentTermsAr: 'ج',
    paymentTermsEn: 'C',
    inForceFrom: '2026-01-01',
  };

  it('needs a clause per list and side, both payment terms and a real day', () => {
    expect(contractTemplateContentSchema.safeParse(valid).success).toBe(true);
    for (const change of [
      { officeClausesEn: [] },
      { agencyClausesAr: [' '] },
      { paymentTermsAr: '' },
      { inForceFrom: '2026-02-30' },
    ])
      expect(contractTemplateContentSchema.safeParse({ ...valid, ...change }).success).toBe(false);
  });
});
