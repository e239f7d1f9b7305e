import { and, asc, eq, inArray, max, type SQL } from 'drizzle-orm';
import { LOCAL_OFFICE_ROLES, type Role } from '@portal/contracts/roles';
import type { ScorecardList, ScorecardParty } from '@portal/contracts/scorecards';
import type { ResponseDeadlines } from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import { countries, organizations, scorecardFigures } from '../../db/schema/index';
import type { EstablishmentSession } from '../../types/session';
import { figuresOf, type StoredFigure } from './present';

/** The organisations that have a card, by the role they act in. */
const PARTY_OF_TYPE: Partial<Record<Role, ScorecardParty>> = {
  ...Object.fromEntries(LOCAL_OFFICE_ROLES.map((role) => [role, 'office'])),
  EPRO: 'agency',
  FOREIGN_EMBASSY: 'embassy',
};
const CARD_TYPES = Object.keys(PARTY_OF_TYPE) as Role[];

/** Admins and the ministry see every card. */
const ALL_CARDS_ROLES: readonly Role[] = ['ADMIN', 'SAMOL'];

/** Matches no organisation: FMOL without the flag or without a country sees no card. */
const NO_CARD = eq(organizations.id, -1);

/**
 * Whose cards the caller sees: admins and SAMOL all; FMOL its country's agencies when the flag
 * `fmolStatistics` is on (none otherwise); an office, agency or embassy its own.
 */
export const visibleCards = (session: EstablishmentSession, fmolStatistics: boolean): SQL | undefined => {
  const role = session.membership.role;
  if (ALL_CARDS_ROLES.includes(role)) return undefined;
  if (role === 'FMOL') {
    const countryId = session.organization.countryId;
    return !fmolStatistics || countryId === null
      ? NO_CARD
      : and(eq(organizations.type, 'EPRO'), eq(organizations.countryId, countryId));
  }
  return eq(organizations.id, session.organization.id);
};

/** The stored figures of these organisations, by organisation and figure key. */
const storedFiguresOf = async (db: Database, ids: number[]) => {
  const byOrganization = new Map<number, Map<string, StoredFigure>>();
  if (ids.length === 0) return byOrganization;
  const rows = await db
    .select({
      organizationId: scorecardFigures.organizationId,
      figure: scorecardFigures.figure,
      events: scorecardFigures.events,
      value: scorecardFigures.value,
    })
    .from(scorecardFigures)
    .where(inArray(scorecardFigures.organizationId, ids));
  for (const row of rows) {
    const figures = byOrganization.get(row.organizationId) ?? new Map<string, StoredFigure>();
    figures.set(row.figure, { events: row.events, value: row.value });
    byOrganization.set(row.organizationId, figures);
  }
  return byOrganization;
};

/** `GET /api/scorecards`: the cards the caller sees, read from the figures the refresh stored. */
export const listScorecards = async (
  db: Database,
  session: EstablishmentSession,
  options: { fmolStatistics: boolean; deadlines: ResponseDeadlines },
): Promise<ScorecardList> => {
  const visible = visibleCards(session, options.fmolStatistics);
  const rows = await db
    .select({
      id: organizations.id,
      type: organizations.type,
      nameAr: organizations.nameAr,
      nameEn: organizations.nameEn,
      countryId: countries.id,
      countryAr: countries.nameAr,
      countryEn: countries.nameEn,
    })
    .from(organizations)
    .leftJoin(countries, eq(countries.id, organizations.countryId))
    .where(and(inArray(organizations.type, CARD_TYPES), visible))
    .orderBy(asc(organizations.type), asc(organizations.nameEn), asc(organizations.id));
  const [stored, [computed]] = await Promise.all([
    storedFiguresOf(
      db,
      rows.map((row) => row.id),
    ),
    db.select({ at: max(scorecardFigures.computedAt) }).from(scorecardFigures),
  ]);
  return {
    computedAt: computed?.at ? computed.at.toISOString() : null,
    items: rows.map((row) => {
      const party = PARTY_OF_TYPE[row.type]!;
      return {
        organization: {
          id: row.id,
          party,
          name: { ar: row.nameAr, en: row.nameEn },
          country:
            row.countryId === null
              ? null
              : { id: row.countryId, name: { ar: row.countryAr ?? '', en: row.countryEn ?? '' } },
        },
        ...figuresOf(party, stored.get(row.id) ?? new Map(), options.deadlines),
      };
    }),
  };
};

/** One listed organisation's figures (the public registry's summary), or null when it has no card. */
export const scorecardFiguresOf = async (
  db: Database,
  organization: { id: number; type: Role },
  deadlines: ResponseDeadlines,
) => {
  const party = PARTY_OF_TYPE[organization.type];
  if (!party) return null;
  const stored = await storedFiguresOf(db, [organization.id]);
  return figuresOf(party, stored.get(organization.id) ?? new Map(), deadlines);
};
