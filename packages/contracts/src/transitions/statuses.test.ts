import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { licenceRequestTransitions } from '../license-requests-transitions';
import { registrationTransitions } from '../registration-transitions';
import { defineTransitions } from './define';
import { actionableStatuses, statusesActedOnBy, statusesNotReachedBy, statusNames } from './statuses';

const write = { module: 'PARTNERSHIP_CONTRACT', level: 'WRITE' } as const;
const empty = z.object({});
const sample = defineTransitions({
  stem: 'sample',
  statuses: ['DRAFT', 'PENDING', 'ACTIVE', 'CLOSED'],
  actions: {
    send: { from: ['DRAFT'], to: 'PENDING', by: ['office'], permission: write, input: empty },
    approve: { from: ['PENDING'], to: 'ACTIVE', by: ['agency', 'admin'], permission: write, input: empty },
    close: { from: ['ACTIVE', 'PENDING'], to: 'CLOSED', by: ['admin'], permission: write, input: empty },
  },
});

describe('actionableStatuses', () => {
  it('lists the statuses some action starts from, in the order of the statuses', () => {
    expect(actionableStatuses(sample)).toEqual(['DRAFT', 'PENDING', 'ACTIVE']);
  });

  it('keeps, for a party, the statuses of the actions that party may take', () => {
    expect(actionableStatuses(sample, 'office')).toEqual(['DRAFT']);
    expect(actionableStatuses(sample, 'admin')).toEqual(['PENDING', 'ACTIVE']);
    expect(actionableStatuses(sample, 'otherParty')).toEqual([]);
  });

  it('finds the open licence requests and registrations: the pending ones, waiting on an admin', () => {
    expect(actionableStatuses(licenceRequestTransitions)).toEqual(['PENDING']);
    expect(actionableStatuses(licenceRequestTransitions, 'admin')).toEqual(['PENDING']);
    expect(actionableStatuses(registrationTransitions, 'admin')).toEqual(['PENDING']);
    expect(actionableStatuses(registrationTransitions, 'requester')).toEqual([]);
  });
});

describe('statusesActedOnBy and statusesNotReachedBy', () => {
  it('lists the statuses the given actions start from, in the order of the statuses', () => {
    expect(statusesActedOnBy(sample, ['close'])).toEqual(['PENDING', 'ACTIVE']);
    expect(statusesActedOnBy(sample, ['send', 'approve'])).toEqual(['DRAFT', 'PENDING']);
  });

  it('lists the statuses the given actions do not lead to', () => {
    expect(statusesNotReachedBy(sample, ['close'])).toEqual(['DRAFT', 'PENDING', 'ACTIVE']);
    expect(statusesNotReachedBy(sample, ['approve', 'close'])).toEqual(['DRAFT', 'PENDING']);
  });
});

describe('statusNames', () => {
  it('names each status of the list by itself, and nothing else', () => {
    const names = statusNames(['DRAFT', 'ACTIVE'] as const);
    expect(names).toEqual({ DRAFT: 'DRAFT', ACTIVE: 'ACTIVE' });
    expect(Object.isFrozen(names)).toBe(true);
  });
});
