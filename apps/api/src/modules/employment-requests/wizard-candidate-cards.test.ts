import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import { addMonths } from '@portal/contracts/hr-pool/candidates';
import { wizardCandidateListSchema } from '@portal/contracts/employment-requests/wizard';
import { memberships, users } from '../../db/schema/index';
import { multipartBody, PDF_BYTES } from '../../platform/uploads/multipart-body.test-support';
import { newWorld, wizardKit } from './wizard-fixtures.test-support';

const WIZARD = '/api/employment-requests/wizard';

/** The wizard's candidate cards show what a clerk chooses by: age, experience, languages, photo and CV. */
describe('the wizard candidate cards', () => {
  const kit = wizardKit();
  const { call } = kit;

  /** A candidate the agency adds through the HR pool, with its CV. */
  const addWithCv = async (jobId: number) => {
    const form = multipartBody(
      {
        data: JSON.stringify({
          passportNumber: `WC${Date.now() % 1e7}`,
          passportExpiry: addMonths(todayInKingdom(), 30),
          nameAr: 'ماريا سانتوس',
          nameEn: 'Maria Santos',
          birthDate: '1994-03-15',
          gender: 'FEMALE',
          religion: 'CHRISTIANITY',
          maritalStatus: 'SINGLE',
          jobId,
          experienceYears: 4,
          languages: ['en', 'tl'],
          education: 'SECONDARY',
          expectedSalary: 1500,
        }),
      },
      [{ name: 'cv', filename: 'maria-cv.pdf', contentType: 'application/pdf', bytes: PDF_BYTES }],
    );
    const res = await kit.t.app.inject({
      method: 'POST',
      url: '/api/hr-pool/candidates',
      headers: { ...(await kit.t.headersFor('agency-ph')), ...form.headers },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    return (res.json() as { id: number }).id;
  };

  it('carry birth date, experience, languages and a CV the office may download', async () => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa();
    const id = await addWithCv(world.jobId);
    const without = await world.candidate();
    const res = await call('office', 'GET', `${WIZARD}/candidates?visaId=${visa.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = wizardCandidateListSchema.parse(res.json());
    expect(items.find((item) => item.id === id)).toMatchObject({
      birthDate: '1994-03-15',
      experienceYears: 4,
      languages: ['en', 'tl'],
      cvUrl: `/api/hr-pool/candidates/${id}/cv`,
    });
    expect(items.find((item) => item.id === without.id)).toMatchObject({ languages: [], cvUrl: null });

    const cv = await call('office', 'GET', `/api/hr-pool/candidates/${id}/cv`);
    expect(cv.statusCode).toBe(200);
    expect(cv.headers['content-type']).toBe('application/pdf');
    expect(cv.rawPayload.equals(PDF_BYTES)).toBe(true);
  });

  it('link no documents for a sub-user without the HR pool (its routes would refuse)', async () => {
    const world = await newWorld(kit.t, kit.f);
    const visa = await world.visa();
    const id = await addWithCv(world.jobId);
    const [sub] = await kit.t.database.db.select().from(users).where(eq(users.username, 'office-sub'));
    await kit.t.database.db
      .update(memberships)
      .set({
        accessRights: [
          { module: 'EMPLOYMENT_REQUEST', access: 'WRITE' },
          { module: 'HR_POOL', access: 'NONE' },
        ],
      })
      .where(eq(memberships.userId, sub!.id));
    const res = await call('office-sub', 'GET', `${WIZARD}/candidates?visaId=${visa.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = wizardCandidateListSchema.parse(res.json());
    expect(items.find((item) => item.id === id)).toMatchObject({ cvUrl: null });
    expect((await call('office-sub', 'GET', `/api/hr-pool/candidates/${id}/cv`)).statusCode).toBe(403);
  });
});
