import type { z } from 'zod';
import { hasAccess, type AccessRight, type Module, type Permission } from '../access';
import type { Role } from '../roles';

/**
 * Who may take an action, relative to the record: the organisation that asked for it
 * (`requester`), an admin, the record's local office or foreign agency, the party of the two
 * that did not ask for the pending change (`otherParty`), a foreign embassy (`embassy`: which
 * embassy sees the record is the module's visibility rule) or the portal itself (`system`: a
 * scheduled sweep, never a person).
 */
export const PARTIES = ['requester', 'admin', 'office', 'agency', 'otherParty', 'embassy', 'system'] as const;
export type Party = (typeof PARTIES)[number];

/** The organisations a record names; a module maps its record onto this. */
export type RecordParties = {
  requester?: number;
  office?: number;
  agency?: number;
  /** The organisation (office or agency) that asked for the pending change. */
  askedBy?: number;
};

/**
 * The record as the rules read it: its status, its parties and the facts beside the status an
 * action may need (a pending update waiting for confirmation, say).
 */
export type TransitionRecord<S extends string> = {
  status: S;
  parties: RecordParties;
  facts?: readonly string[];
};

/** The person acting: the role, organisation and module rights of their membership. */
export type Actor = {
  role: Role;
  organizationId: number;
  accessRights: readonly AccessRight[];
  /** The portal acting on its own (an expiry sweep): the `system` party, never a person. */
  system?: boolean;
};

export type ActionDeclaration<S extends string> = {
  from: readonly S[];
  to: S;
  by: readonly Party[];
  permission: { module: Module; level: Permission };
  input: z.ZodType;
  /** Facts the record must hold besides its status (`TransitionRecord.facts`); refused like a status. */
  needs?: readonly string[];
};

export type TransitionDeclaration<S extends string, A extends string> = {
  /** The stem of the record's translated name and status labels (`{stem}.record`, `{stem}.status.{S}`). */
  stem: string;
  statuses: readonly S[];
  actions: Record<A, ActionDeclaration<S>>;
};

/**
 * Declares a module's statuses and actions; the type ties every `from` and `to` to the statuses
 * and keeps each action's input schema, so a route can validate its body with it.
 */
export const defineTransitions = <
  const S extends string,
  const Actions extends Record<string, ActionDeclaration<S>>,
>(declaration: {
  stem: string;
  statuses: readonly S[];
  actions: Actions;
}) => declaration;

/** The parsed input of one declared action. */
export type ActionInput<
  D extends { actions: Record<string, ActionDeclaration<string>> },
  A extends keyof D['actions'],
> = z.infer<D['actions'][A]['input']>;

/** The parties the actor is on this record. */
export const partiesOf = (parties: RecordParties, me: Actor): Party[] => {
  const own = (organizationId: number | undefined) =>
    organizationId !== undefined && organizationId === me.organizationId;
  const found: Party[] = [];
  if (me.system) return ['system'];
  if (me.role === 'ADMIN') found.push('admin');
  if (me.role === 'FOREIGN_EMBASSY') found.push('embassy');
  if (own(parties.requester)) found.push('requester');
  if (own(parties.office)) found.push('office');
  if (own(parties.agency)) found.push('agency');
  if (
    parties.askedBy !== undefined &&
    (own(parties.office) || own(parties.agency)) &&
    !own(parties.askedBy)
  ) {
    found.push('otherParty');
  }
  return found;
};

/**
 * Why the actor may not take the action now, or null when they may: `party` (not one of the
 * parties the action names), `permission` (the module right is missing), `status` (the record is
 * not in a state the action starts from, or lacks a fact the action needs). Party and permission come first: they do not change
 * with time, the status does.
 */
export type Refusal = 'party' | 'permission' | 'status';

export const refusalOf = <S extends string, A extends string>(
  declaration: TransitionDeclaration<S, A>,
  action: A,
  record: TransitionRecord<S>,
  me: Actor,
): Refusal | null => {
  const rule = declaration.actions[action];
  const mine = partiesOf(record.parties, me);
  if (!rule.by.some((party) => mine.includes(party))) return 'party';
  if (!hasAccess(me.accessRights, rule.permission.module, rule.permission.level)) return 'permission';
  if (!rule.from.includes(record.status)) return 'status';
  if (rule.needs?.some((fact) => !record.facts?.includes(fact))) return 'status';
  return null;
};

/** The actions this person may take on the record now, in declaration order. */
export const allowedActions = <S extends string, A extends string>(
  declaration: TransitionDeclaration<S, A>,
  record: TransitionRecord<S>,
  me: Actor,
): A[] =>
  (Object.keys(declaration.actions) as A[]).filter(
    (action) => refusalOf(declaration, action, record, me) === null,
  );
