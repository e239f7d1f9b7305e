import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EMPLOYMENT_REQUEST_STATUSES } from '@portal/contracts/employment-requests/schemas';
import { HOLDING_STATUSES } from '@portal/contracts/employment-requests/transitions';
import { todayInKingdom } from '@portal/contracts/constants';
import { EMPLOYER_CITIES, isValidSaudiId, SAUDI_MOBILE_PATTERN } from '@portal/contracts/employers';
import type { DatabaseHandle } from '../client';
import {
  candidates,
  employers,
  employmentRequests,
  flightBookings,
  organizations,
  partnershipContractLines,
  partnershipContracts,
  recordHistory,
  visas,
} from '../schema/index';
import { openTestDatabase } from '../../test-support/test-database';
import {
  DEMO_EMPLOYERS,
  EMPLOYER_ACCOUNT_NATIONAL_ID,
  INDONESIA_EMPLOYER_NATIONAL_ID,
} from './demo-employers';
import { DEMO_ORGANIZATIONS } from './demo-organizations';
import { seedDemoData } from './seed-demo-data';

/** `execute`'s rows on PGlite and on PostgreSQL alike. */
const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

describe('demo employers, visas and employment requests', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database.close());

  it('seeds valid employers, the employer account owning one of them', async () => {
    for (const employer of DEMO_EMPLOYERS) {
      expect(isValidSaudiId(employer.nationalId), employer.nationalId).toBe(true);
      expect(employer.mobile).toMatch(SAUDI_MOBILE_PATTERN);
      expect(EMPLOYER_CITIES).toContain(employer.city);
    }
    const rows = await database.db.select().from(employers);
    expect(rows.map((row) => row.nationalId)).toEqual(
      expect.arrayContaining(DEMO_EMPLOYERS.map((e) => e.nationalId)),
    );
    expect(DEMO_ORGANIZATIONS.employerHousehold.owner.ownerId).toBe(EMPLOYER_ACCOUNT_NATIONAL_ID);
  });

  it('gives each wizard employer at least 4 AVAILABLE visas its country and careers can fill', async () => {
    for (const [nationalId, code3] of [
      [EMPLOYER_ACCOUNT_NATIONAL_ID, 'PHL'],
      [INDONESIA_EMPLOYER_NATIONAL_ID, 'IDN'],
    ] as const) {
      const available = await database.db.execute(sql`
        select v.id as visa,
          (select count(*)::int from ${candidates} c join ${organizations} a on a.id = c.agency_id
            where c.country_id = v.country_id and c.status = 'AVAILABLE' and c.job_id = v.job_id and c.gender = v.gender) as candidates,
          (select count(*)::int from ${partnershipContractLines} l join ${partnershipContracts} p on p.id = l.contract_id
            where p.status = 'ACTIVE' and p.country_id = v.country_id and l.job_id = v.job_id and l.gender = v.gender) as lines
        from ${visas} v join countries k on k.id = v.country_id
        where v.employer_id = ${nationalId} and v.status = 'AVAILABLE' and k.code3 = ${code3}`);
      const rows = rowsOf<{ visa: number; candidates: number; lines: number }>(available);
      expect(rows.length, code3).toBeGreaterThanOrEqual(4);
      for (const row of rows) {
        expect(row.candidates, code3).toBeGreaterThanOrEqual(1);
        expect(row.lines, code3).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('numbers the wizard visas as the README and the accounts say', async () => {
    const rows = await database.db
      .select({ number: visas.number, employerId: visas.employerId })
      .from(visas)
      .where(inArray(visas.employerId, [EMPLOYER_ACCOUNT_NATIONAL_ID, INDONESIA_EMPLOYER_NATIONAL_ID]));
    const numbers = (employer: string) =>
      rows.filter((row) => row.employerId === employer).map((row) => row.number);
    for (let n = 1; n <= 8; n += 1) {
      expect(numbers(EMPLOYER_ACCOUNT_NATIONAL_ID)).toContain(`700100000${n}`);
      expect(numbers(INDONESIA_EMPLOYER_NATIONAL_ID)).toContain(`700200000${n}`);
    }
  });

  it("keeps the partner's booking of every request booked or arrived, and of no other", async () => {
    const rows = await database.db
      .select({ status: employmentRequests.status, booking: flightBookings })
      .from(employmentRequests)
      .leftJoin(flightBookings, eq(flightBookings.employmentRequestId, employmentRequests.id));
    const booked = rows.filter((row) => row.status === 'TICKET_BOOKED' || row.status === 'ARRIVED');
    expect(booked.length).toBeGreaterThanOrEqual(2);
    for (const { status, booking } of rows) {
      if (status !== 'TICKET_BOOKED' && status !== 'ARRIVED') {
        expect(booking, status).toBeNull();
        continue;
      }
      expect(booking, status).not.toBeNull();
      expect(booking!.partnerReference).toMatch(/^[A-Z0-9]{6}$/);
      expect(booking!.ticketNumber).toMatch(/^\d{13}$/);
      expect(booking!.arrivalAt.getTime()).toBeGreaterThan(booking!.departureAt.getTime());
      expect(['RUH', 'JED', 'DMM']).toContain(booking!.toAirport);
    }
  });

  it('keeps a TICKET_BOOKED request whose flight departed for each end-to-end arrival', async () => {
    const rows = await database.db
      .select({ status: employmentRequests.status, departureAt: flightBookings.departureAt })
      .from(employmentRequests)
      .innerJoin(visas, eq(visas.id, employmentRequests.visaId))
      .innerJoin(flightBookings, eq(flightBookings.employmentRequestId, employmentRequests.id))
      .where(inArray(visas.number, ['7009000105', '7009000106', '7009000107', '7009000008']));
    expect(rows).toHaveLength(4);
    for (const row of rows) {
      expect(row.status).toBe('TICKET_BOOKED');
      expect(todayInKingdom(row.departureAt) < todayInKingdom()).toBe(true);
    }
  });

  it('has requests in many statuses that hold their visa and candidate consistently, with history', async () => {
    const rows = await database.db
      .select({ request: employmentRequests, visa: visas, candidate: candidates })
      .from(employmentRequests)
      .innerJoin(visas, eq(visas.id, employmentRequests.visaId))
      .innerJoin(candidates, eq(candidates.id, employmentRequests.candidateId));
    const statuses = new Set(rows.map((row) => row.request.status));
    for (const status of [
      'PENDING_AGENCY',
      'PENDING_EMBASSY',
      'CONTRACTED',
      'TICKET_BOOKED',
      'ARRIVED',
      'REJECTED',
      'CANCELLED',
      'EXPIRED',
    ])
      expect(statuses.has(status as (typeof EMPLOYMENT_REQUEST_STATUSES)[number]), status).toBe(true);
    for (const { request, visa, candidate } of rows) {
      const holding = (HOLDING_STATUSES as readonly string[]).includes(request.status);
      expect(visa.status, request.status).toBe(holding ? 'USED' : 'AVAILABLE');
      expect(candidate.status, request.status).toBe(
        request.status === 'ARRIVED' ? 'EMPLOYEE' : holding ? 'PROCESSING' : 'AVAILABLE',
      );
      expect(visa.employerId).toBeDefined();
      expect(candidate.agencyId).toBe(request.agencyId);
    }
    const riyadhPending = rows.filter(
      (row) => row.request.status === 'PENDING_EMBASSY' && row.request.officeLocation === 'RIYADH',
    );
    expect(riyadhPending.length).toBeGreaterThanOrEqual(1);
    const history = await database.db
      .select({ id: recordHistory.entityId, n: sql<number>`count(*)::int` })
      .from(recordHistory)
      .where(
        and(
          eq(recordHistory.entityType, 'employmentRequest'),
          inArray(
            recordHistory.entityId,
            rows.map((row) => row.request.id),
          ),
        ),
      )
      .groupBy(recordHistory.entityId);
    expect(history).toHaveLength(rows.length);
  });

  it('is idempotent', async () => {
    const count = async () => {
      const [row] = rowsOf<{ r: number; v: number; e: number; p: number }>(
        await database.db.execute(sql`
          select (select count(*)::int from employment_requests) as r, (select count(*)::int from visas) as v,
                 (select count(*)::int from employers) as e, (select count(*)::int from partnership_contracts) as p`),
      );
      return row;
    };
    const before = await count();
    await seedDemoData(database.db);
    expect(await count()).toEqual(before);
  });
});
