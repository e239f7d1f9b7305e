import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  wizardCandidateListSchema,
  wizardVisasResponseSchema,
} from '@portal/contracts/employment-requests/wizard';
import { candidates, countries } from '../../db/schema/index';
import {
  newCandidate,
  newContract,
  newVisa,
  newWorld,
  submitBody,
  wizardKit,
} from './wizard-fixtures.test-support';

const WIZARD = '/api/employment-requests/wizard';

describe('/api/employment-requests/wizard', () => {
  const kit = wizardKit();
  const { call } = kit;

  it("lists the employer's available, unexpired visas of countries open to recruitment", async () => {
    const world = await newWorld(kit.t, kit.f);
    const good = await world.visa();
    await world.visa({ status: 'USED' });
    await world.visa({ expiryDate: '2021-06-30' });
    const closedCountry = await kit.t.database.db
      .insert(countries)
      .values({
        code3: 'ZZT',
        nameAr: 'مغلقة',
        nameEn: 'Closed',
        nationalityAr: 'م',
        nationalityEn: 'C',
        activeForRecruitment: false,
      })
      .returning();
    await newVisa(kit.t, {
      employerId: world.nationalId,
      countryId: closedCountry[0]!.id,
      jobId: world.jobId,
      gender: 'FEMALE',
    });
    const res = await call('office', 'GET', `${WIZARD}/visas?nationalId=${world.nationalId}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = wizardVisasResponseSchema.parse(res.json());
    expect(items.map((item) => item.id)).toEqual([good.id]);
    expect(items[0]).toMatchObject({
      country: { id: kit.f.country.PHL, usesApprovalFlow: true },
      gender: 'FEMALE',
    });
    expect((await call('office', 'GET', `${WIZARD}/visas?nationalId=1234567890`)).statusCode).toBe(400);
    expect(
      (await call('agency-ph', 'GET', `${WIZARD}/visas?nationalId=${world.nationalId}`)).statusCode,
    ).toBe(403);
  });

  it("lists a visa's candidates of partner agencies, its gender and career, with the contract line", async () => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa();
    const [a, b] = [await world.candidate(), await world.candidate()];
    await world.candidate({ gender: 'MALE' });
    await world
      .candidate()
      .then((row) =>
        kit.t.database.db.update(candidates).set({ status: 'PROCESSING' }).where(eq(candidates.id, row.id)),
      );
    // A candidate of the same career from another country's agency is not offered for a PHL visa.
    await newCandidate(kit.t, kit.f, {
      agencyId: kit.f.org.agencyId,
      countryId: kit.f.country.IDN,
      jobId: world.jobId,
      gender: 'FEMALE',
    });
    const res = await call('office', 'GET', `${WIZARD}/candidates?visaId=${visa.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = wizardCandidateListSchema.parse(res.json());
    expect(page.total).toBe(2);
    expect(page.items.map((item) => item.id)).toEqual([b.id, a.id]);
    expect(page.items[0]).toMatchObject({
      agency: { id: kit.f.org.agencyPh },
      terms: { monthlySalary: 1500, recruitmentFee: 12500 },
    });
    const second = wizardCandidateListSchema.parse(
      (await call('office', 'GET', `${WIZARD}/candidates?visaId=${visa.id}&size=1&page=1`)).json(),
    );
    expect(second.items.map((item) => item.id)).toEqual([a.id]);
    const search = wizardCandidateListSchema.parse(
      (await call('office', 'GET', `${WIZARD}/candidates?visaId=${visa.id}&q=${a.passportNumber}`)).json(),
    );
    expect(search.items.map((item) => item.id)).toEqual([a.id]);
    // company has no contract with agency-ph for this career's country: nothing.
    const company = wizardCandidateListSchema.parse(
      (await call('company', 'GET', `${WIZARD}/candidates?visaId=${visa.id}`)).json(),
    );
    expect(company.items.map((item) => item.id).filter((id) => id === a.id || id === b.id)).toEqual([]);
    expect((await call('office', 'GET', `${WIZARD}/candidates?visaId=999999`)).statusCode).toBe(404);
  });

  it('a contract without a line for the career offers its candidates without terms', async () => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa({ gender: 'MALE' });
    const male = await world.candidate({ gender: 'MALE' });
    const page = wizardCandidateListSchema.parse(
      (await call('office', 'GET', `${WIZARD}/candidates?visaId=${visa.id}`)).json(),
    );
    expect(page.items).toEqual([expect.objectContaining({ id: male.id, terms: null })]);
    await newContract(
      kit.t,
      kit.f,
      { officeId: kit.f.org.office, agencyId: kit.f.org.agencyPh, countryId: kit.f.country.PHL },
      [{ jobId: world.jobId, gender: 'MALE', monthlySalary: 1700, recruitmentFee: 9000 }],
    );
    const again = wizardCandidateListSchema.parse(
      (await call('office', 'GET', `${WIZARD}/candidates?visaId=${visa.id}`)).json(),
    );
    expect(again.items[0]?.terms).toEqual({ monthlySalary: 1700, recruitmentFee: 9000 });
  });

  it("names the draft's candidates that were taken since", async () => {
    const world = await newWorld(kit.t, kit.f);
    const [free, taken] = [await world.candidate(), await world.candidate()];
    const visa = await world.visa();
    const made = await call(
      'office',
      'POST',
      '/api/employment-requests',
      submitBody(world.nationalId, [{ visaId: visa.id, candidateId: taken.id }]),
    );
    expect(made.statusCode).toBe(201);
    const res = await call('office', 'GET', `${WIZARD}/availability?ids=${free.id},${taken.id},999999`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().unavailable).toEqual([taken.id, 999999]);
    // company holds no contract with agency-ph: none of its candidates is selectable there.
    const company = await call('company', 'GET', `${WIZARD}/availability?ids=${free.id}`);
    expect(company.json().unavailable).toEqual([free.id]);
  });
});
