import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CSRF_COOKIE, HEADERS } from '@portal/contracts/http-headers';
import {
  MY_CONTRACT_TRIES_PER_HOUR,
  REST_DAY_CLAUSE,
  formatRequestNumber,
  myContractAnswerSchema,
} from '@portal/contracts/my-contract';
import {
  candidates,
  employers,
  employmentRequests,
  myContractLookups,
  organizations,
  users,
} from '../../db/schema/index';
import { TEST_CSRF_TOKEN } from '../../test-support/test-app';
import {
  makeRequest,
  requestKit,
  type MadeRequest,
} from '../employment-requests/request-fixtures.test-support';
import { employmentContractTextAr } from '../employment-requests/document-text.ar-SA';
import { employmentContractTextEn } from '../employment-requests/document-text.en-US';

const URL = '/api/my-contract';
/** Signed out: only the anti-forgery pair a browser on the portal sends. */
const ANONYMOUS = { cookie: `${CSRF_COOKIE}=${TEST_CSRF_TOKEN}`, [HEADERS.csrf]: TEST_CSRF_TOKEN };

/** Each test its own address, so its tries are counted apart from the others'. */
let addressSequence = 10;
const newAddress = () => `198.51.100.${(addressSequence += 1)}`;

/** Every string and number of an answer, as text. */
const leafTexts = (value: unknown): string[] =>
  value !== null && typeof value === 'object' ? Object.values(value).flatMap(leafTexts) : [String(value)];

type Lookup = { requestNumber: string; passportNumber: string; birthDate: string };

describe('POST /api/my-contract', () => {
  const kit = requestKit();
  const db = () => kit.t.database.db;

  const lookUp = (payload: Lookup | Record<string, unknown>, address: string, language = 'en-US') =>
    kit.t.app.inject({
      method: 'POST',
      url: URL,
      headers: { ...ANONYMOUS, 'accept-language': language },
      payload,
      remoteAddress: address,
    });

  /** A contracted request and what its worker types to find it. */
  const contracted = async (): Promise<{ made: MadeRequest; lookup: Lookup }> => {
    const made = await makeRequest(db(), kit.f, { status: 'CONTRACTED' });
    const [candidate] = await db().select().from(candidates).where(eq(candidates.id, made.candidateId));
    return {
      made,
      lookup: {
        requestNumber: formatRequestNumber(made.id),
        passportNumber: candidate!.passportNumber,
        birthDate: candidate!.birthDate,
      },
    };
  };

  const lookupsOf = (requestId: number) =>
    db().select().from(myContractLookups).where(eq(myContractLookups.employmentRequestId, requestId));

  it("answers the right triple with the status, the next step and the contract's summary", async () => {
    const { made, lookup } = await contracted();
    const res = await lookUp(lookup, newAddress());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const answer = myContractAnswerSchema.parse(res.json());
    const [office] = await db().select().from(organizations).where(eq(organizations.id, kit.f.org.office));
    expect(answer).toEqual({
      found: true,
      requestNumber: formatRequestNumber(made.id),
      status: 'CONTRACTED',
      nextStep: 'ticketBooking',
      summary: {
        employerCity: 'RIYADH',
        job: { ar: expect.any(String), en: expect.any(String) },
        monthlySalary: 1600,
        contractMonths: 24,
        probationDays: 90,
        restDay: REST_DAY_CLAUSE,
        office: { name: { ar: office!.nameAr, en: office!.nameEn } },
        agency: { name: { ar: expect.any(String), en: expect.any(String) } },
        workerPaysRecruitmentFee: false,
      },
    });
  });

  it('takes the number, passport and date as people type them', async () => {
    const { lookup } = await contracted();
    const digits = String(Number(lookup.requestNumber.slice(3)));
    const arabic = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    for (const requestNumber of [
      lookup.requestNumber.toLowerCase(),
      ` ER ${lookup.requestNumber.slice(3)} `,
      digits,
      arabic(digits),
    ]) {
      const res = await lookUp(
        {
          requestNumber,
          passportNumber: ` ${lookup.passportNumber.toLowerCase()} `,
          birthDate: arabic(lookup.birthDate),
        },
        newAddress(),
      );
      expect(res.json().found, requestNumber).toBe(true);
    }
  });

  it('answers every single wrong field with the one neutral no-match', async () => {
    const { made, lookup } = await contracted();
    const other = await contracted();
    const wrongs: Lookup[] = [
      { ...lookup, requestNumber: other.lookup.requestNumber },
      { ...lookup, requestNumber: 'ER-999999999' },
      { ...lookup, passportNumber: other.lookup.passportNumber },
      { ...lookup, passportNumber: 'ZZ0000000' },
      { ...lookup, birthDate: '1995-05-06' },
    ];
    const address = newAddress();
    const bodies = [];
    for (const wrong of wrongs) {
      const res = await lookUp(wrong, address);
      expect(res.statusCode).toBe(200);
      bodies.push(res.body);
    }
    expect(new Set(bodies)).toEqual(new Set([JSON.stringify({ found: false })]));
    // Recorded as misses, none naming the request.
    const recorded = await db()
      .select()
      .from(myContractLookups)
      .where(eq(myContractLookups.result, 'NO_MATCH'));
    expect(recorded.length).toBeGreaterThanOrEqual(wrongs.length);
    expect(await lookupsOf(made.id)).toEqual([]);
  });

  it('records every lookup with a hash of the address, never the address', async () => {
    const { made, lookup } = await contracted();
    const address = newAddress();
    await lookUp(lookup, address);
    await lookUp({ ...lookup, birthDate: '2001-01-01' }, address);
    const [match] = await lookupsOf(made.id);
    expect(match).toMatchObject({ result: 'MATCH', employmentRequestId: made.id });
    expect(match!.addressHash).toMatch(/^[0-9a-f]{64}$/);
    const all = await db()
      .select()
      .from(myContractLookups)
      .where(eq(myContractLookups.addressHash, match!.addressHash));
    expect(all.map((row) => row.result).sort()).toEqual(['MATCH', 'NO_MATCH']);
    expect(JSON.stringify(all)).not.toContain(address);
  });

  it(`answers the ${MY_CONTRACT_TRIES_PER_HOUR + 1}th try in an hour with a translated 429, and records it`, async () => {
    const { lookup } = await contracted();
    const address = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < MY_CONTRACT_TRIES_PER_HOUR; i += 1)
      statuses.push((await lookUp({ ...lookup, birthDate: '2000-01-01' }, address)).statusCode);
    expect(statuses).toEqual(Array<number>(MY_CONTRACT_TRIES_PER_HOUR).fill(200));
    // Even the right triple is refused now; in Arabic as asked.
    const refused = await lookUp(lookup, address, 'ar-SA');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json().message).toMatch(/محاولة/);
    expect(refused.body).not.toContain('"found"');
    const english = await lookUp(lookup, address);
    expect(english.json().message).toMatch(/10 times/);
    // Another address still has its own tries.
    expect((await lookUp(lookup, newAddress())).json().found).toBe(true);
    await expect
      .poll(async () => {
        const rows = await db()
          .select()
          .from(myContractLookups)
          .where(eq(myContractLookups.result, 'LIMITED'));
        return rows.length;
      })
      .toBeGreaterThanOrEqual(2);
  });

  it('answers bad input with a translated 400 naming the fields', async () => {
    const address = newAddress();
    const res = await lookUp(
      { requestNumber: 'abc', passportNumber: 'P!', birthDate: '1995-02-30' },
      address,
      'ar-SA',
    );
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(['birthDate', 'passportNumber', 'requestNumber']);
    expect(fieldErrors.requestNumber[0]).toMatch(/رقم الطلب/);
    const blank = await lookUp({ requestNumber: ' ', passportNumber: '', birthDate: '' }, address);
    expect(blank.statusCode).toBe(400);
    expect(Object.keys(blank.json().fieldErrors).sort()).toEqual([
      'birthDate',
      'passportNumber',
      'requestNumber',
    ]);
    for (const payload of [{}, { requestNumber: 1, passportNumber: [], birthDate: null }])
      expect((await lookUp(payload as Record<string, unknown>, address)).statusCode).toBe(400);
  });

  it('refuses a POST without the anti-forgery pair, as every public POST', async () => {
    const { lookup } = await contracted();
    const res = await kit.t.app.inject({
      method: 'POST',
      url: URL,
      payload: lookup,
      remoteAddress: newAddress(),
    });
    expect(res.statusCode).toBe(403);
  });

  it("answers none of the personal data of the request's employer, worker, organisations and users", async () => {
    const { made, lookup } = await contracted();
    const res = await lookUp(lookup, newAddress());
    expect(res.json().found).toBe(true);
    const [request] = await db().select().from(employmentRequests).where(eq(employmentRequests.id, made.id));
    const [employer] = await db().select().from(employers).where(eq(employers.id, made.employerId));
    const [candidate] = await db().select().from(candidates).where(eq(candidates.id, made.candidateId));
    const orgs = await db()
      .select()
      .from(organizations)
      .where(inArray(organizations.id, [request!.officeId, request!.agencyId]));
    const people = await db()
      .select()
      .from(users)
      .where(inArray(users.id, [request!.createdBy, request!.updatedBy, candidate!.createdBy]));
    const personal = [
      employer!.nameAr,
      employer!.nameEn,
      employer!.nationalId,
      employer!.mobile,
      employer!.address,
      candidate!.nameAr,
      candidate!.nameEn,
      candidate!.passportNumber,
      candidate!.passportExpiry,
      candidate!.birthDate,
      ...orgs.flatMap((org) => [
        org.iban,
        org.responsiblePersonAr,
        org.responsiblePersonEn,
        org.contactNumber1,
        org.contactNumber2,
        org.email,
        org.addressAr,
        org.addressEn,
        org.ownerId,
        org.unifiedNationalNumber,
        org.sevenHundredNumber,
      ]),
      ...people.flatMap((person) => [
        person.nameAr,
        person.nameEn,
        person.email,
        person.nationalId,
        person.username,
      ]),
    ].filter((value): value is string => typeof value === 'string' && value.trim().length >= 4);
    expect(personal.length).toBeGreaterThan(10);
    // Every value the answer shows (not its keys: a user called `office` is no leak).
    const shown = leafTexts(res.json());
    for (const value of personal)
      expect(
        shown.filter((text) => text.includes(value)),
        value,
      ).toEqual([]);
    expect(res.body).not.toMatch(/nationalId|mobile|iban|email|passport|birth/i);
  });

  it("takes the rest day from the e-contract's standard clause (no field of the request holds one)", () => {
    expect(
      employmentContractTextEn.clauses.some((clause) => /one paid day of rest each week/.test(clause)),
    ).toBe(true);
    expect(employmentContractTextAr.clauses.some((clause) => /يوم راحة/.test(clause))).toBe(true);
  });
});
