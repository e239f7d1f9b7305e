import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allowedActions, defineTransitions, partiesOf, refusalOf, type Actor, type Party } from './define';

const write = { module: 'PARTNERSHIP_CONTRACT', level: 'WRITE' } as const;
const empty = z.object({});

/** A contract-like declaration that names every kind of party. */
const sample = defineTransitions({
  stem: 'sample',
  statuses: ['DRAFT', 'PENDING', 'ACTIVE', 'CANCELLING', 'CLOSED'],
  actions: {
    send: { from: ['DRAFT'], to: 'PENDING', by: ['office'], permission: write, input: empty },
    approve: { from: ['PENDING'], to: 'ACTIVE', by: ['agency', 'admin'], permission: write, input: empty },
    cancel: { from: ['ACTIVE'], to: 'CANCELLING', by: ['office', 'agency'], permission: write, input: empty },
    accept: { from: ['CANCELLING'], to: 'CLOSED', by: ['otherParty'], permission: write, input: empty },
    undo: { from: ['CANCELLING'], to: 'ACTIVE', by: ['requester'], permission: write, input: empty },
    stamp: { from: ['PENDING'], to: 'ACTIVE', by: ['embassy'], permission: write, input: empty },
    lapse: { from: ['PENDING'], to: 'CLOSED', by: ['system'], permission: write, input: empty },
    archive: {
      from: ['ACTIVE', 'CLOSED'],
      to: 'CLOSED',
      by: ['admin'],
      permission: { module: 'PARTNERSHIP_CONTRACT', level: 'READ' },
      input: empty,
    },
  },
});

// The office (organisation 1) asked for the record and for the pending change; the agency is 2.
const parties = { requester: 1, office: 1, agency: 2, askedBy: 1 };
const actor = (role: Actor['role'], organizationId: number): Actor => ({
  role,
  organizationId,
  accessRights: [],
});
const people: { name: string; me: Actor; is: Party[] }[] = [
  { name: 'admin', me: actor('ADMIN', 99), is: ['admin'] },
  { name: 'office', me: actor('PRO_OFFICE', 1), is: ['requester', 'office'] },
  { name: 'agency', me: actor('EPRO', 2), is: ['agency', 'otherParty'] },
  { name: 'stranger', me: actor('PRO_OFFICE', 3), is: [] },
  // Any foreign embassy is the `embassy` party: which one sees the record is the module's scope.
  { name: 'embassy', me: actor('FOREIGN_EMBASSY', 4), is: ['embassy'] },
  // The portal acting alone is `system` and nothing else, even given the office's organisation.
  { name: 'system', me: { ...actor('ADMIN', 1), system: true }, is: ['system'] },
];

describe('defineTransitions', () => {
  it('finds the parties a person is on a record', () => {
    for (const { me, is } of people) expect(partiesOf(parties, me)).toEqual(is);
    // Without a pending change there is no other party.
    expect(partiesOf({ office: 1, agency: 2 }, actor('EPRO', 2))).toEqual(['agency']);
  });

  describe.each(Object.entries(sample.actions))('%s', (action, rule) => {
    it.each(sample.statuses.flatMap((status) => people.map((person) => ({ status, ...person }))))(
      'from $status by $name',
      ({ status, me, is }) => {
        const party = rule.by.some((p) => is.includes(p));
        const fromHere = (rule.from as readonly string[]).includes(status);
        const expected = !party ? 'party' : !fromHere ? 'status' : null;
        const record = { status, parties };
        expect(refusalOf(sample, action as keyof typeof sample.actions, record, me)).toBe(expected);
        expect(allowedActions(sample, record, me).includes(action as keyof typeof sample.actions)).toBe(
          expected === null,
        );
      },
    );
  });

  it('needs the module permission the action declares', () => {
    const reader: Actor = {
      ...actor('EPRO', 2),
      accessRights: [{ module: 'PARTNERSHIP_CONTRACT', access: 'READ' }],
    };
    const record = { status: 'PENDING' as const, parties };
    expect(refusalOf(sample, 'approve', record, reader)).toBe('permission');
    expect(allowedActions(sample, record, reader)).toEqual([]);
    const admin: Actor = {
      ...actor('ADMIN', 99),
      accessRights: [{ module: 'PARTNERSHIP_CONTRACT', access: 'READ' }],
    };
    expect(allowedActions(sample, { status: 'ACTIVE', parties }, admin)).toEqual(['archive']);
    const none: Actor = { ...admin, accessRights: [{ module: 'PARTNERSHIP_CONTRACT', access: 'NONE' }] };
    expect(allowedActions(sample, { status: 'ACTIVE', parties }, none)).toEqual([]);
  });

  it('refuses, at compile time, an action ending in an undeclared status', () => {
    const declare = () =>
      defineTransitions({
        stem: 'typo',
        statuses: ['OPEN', 'SHUT'],
        // @ts-expect-error 'CLOSED' is not one of the statuses.
        actions: { close: { from: ['OPEN'], to: 'CLOSED', by: ['admin'], permission: write, input: empty } },
      });
    expect(declare().statuses).toEqual(['OPEN', 'SHUT']);
  });

  it('answers the actions of a state in declaration order', () => {
    expect(allowedActions(sample, { status: 'CANCELLING', parties }, people[1]!.me)).toEqual(['undo']);
    expect(allowedActions(sample, { status: 'CANCELLING', parties }, people[2]!.me)).toEqual(['accept']);
    expect(allowedActions(sample, { status: 'ACTIVE', parties }, people[0]!.me)).toEqual(['archive']);
  });
});
