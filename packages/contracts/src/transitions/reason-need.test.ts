import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  EMPLOYMENT_REQUEST_ACTION_REASONS,
  EMPLOYMENT_REQUEST_REASON_KINDS,
  employmentRequestTransitions,
} from '../employment-requests/transitions';
import {
  PARTNERSHIP_ACTION_REASONS,
  PARTNERSHIP_REASON_KINDS,
  partnershipContractTransitions,
} from '../partnership-contracts/transitions';
import {
  TRANSFER_ACTION_REASONS,
  TRANSFER_CONTRACT_REASON_KINDS,
  transferContractTransitions,
} from '../transfer-contracts/transitions';
import { reasonNeedOf } from './reason-need';

const modules = [
  [
    'employment requests',
    employmentRequestTransitions,
    EMPLOYMENT_REQUEST_ACTION_REASONS,
    EMPLOYMENT_REQUEST_REASON_KINDS,
  ],
  [
    'partnership contracts',
    partnershipContractTransitions,
    PARTNERSHIP_ACTION_REASONS,
    PARTNERSHIP_REASON_KINDS,
  ],
  [
    'transfer contracts',
    transferContractTransitions,
    TRANSFER_ACTION_REASONS,
    TRANSFER_CONTRACT_REASON_KINDS,
  ],
] as const;

describe('reasonNeedOf', () => {
  it('reads a required, an optional and no reason from an input', () => {
    expect(reasonNeedOf(z.object({ reasonId: z.number() }))).toBe('required');
    expect(reasonNeedOf(z.object({ reasonId: z.number().optional() }))).toBe('optional');
    expect(reasonNeedOf(z.object({}))).toBe('none');
    expect(reasonNeedOf(z.string())).toBe('none');
  });
});

describe.each(modules)("the %s' actions as data", (_name, declaration, reasons, kinds) => {
  it('name every declared action with the reason its input asks', () => {
    const declared = Object.fromEntries(
      Object.entries(declaration.actions).map(([action, rule]) => [action, reasonNeedOf(rule.input)]),
    );
    expect(reasons).toEqual(declared);
  });

  it('give a reasons lookup kind to exactly the actions that ask a reason', () => {
    const reasoned = Object.keys(reasons).filter(
      (action) => reasons[action as keyof typeof reasons] !== 'none',
    );
    expect(Object.keys(kinds).sort()).toEqual(reasoned.sort());
  });
});
