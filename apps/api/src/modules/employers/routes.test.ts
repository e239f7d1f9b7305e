import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { employerListResponseSchema, employerSchema } from '@portal/contracts/employers';
import { employers } from '../../db/schema/index';
import { EMPLOYER_LOOKUP_LIMIT } from './routes';
import {
  newNationalId,
  newWorld,
  submitBody,
  wizardKit,
} from '../employment-requests/wizard-fixtures.test-support';

const BASE = '/api/employers';

describe('/api/employers', () => {
  const kit = wizardKit();
  const { call } = kit;
  let served: { id: number; nationalId: string };
  let unserved: { id: number; nationalId: string };
  beforeAll(async () => {
    const world = await newWorld(kit.t, kit.f);
    const body = submitBody(world.nationalId, [
      { visaId: (await world.visa()).id, candidateId: (await world.candidate()).id },
    ]);
    body.employer.nameEn = 'Served Employer Zeta';
    body.employer.city = 'JEDDAH';
    const res = await call('office', 'POST', '/api/employment-requests', body);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await kit.t.database.db
      .select()
      .from(employers)
      .where(eq(employers.nationalId, world.nationalId));
    served = row!;
    const [other] = await kit.t.database.db
      .insert(employers)
      .values({
        nationalId: newNationalId(),
        nameAr: 'صاحب عمل',
        nameEn: 'Unserved Employer',
        mobile: '0550000000',
        city: 'DAMMAM',
        address: 'Dammam',
        createdBy: kit.f.userId,
        updatedBy: kit.f.userId,
      })
      .returning();
    unserved = other!;
  });

  const list = async (username: string, query = '') => {
    const res = await call(username, 'GET', `${BASE}?size=100${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return employerListResponseSchema.parse(res.json());
  };

  it('admins list every employer; an office those it served, with the requests it sees', async () => {
    const admin = await list('admin');
    expect(admin.items.map((item) => item.id)).toEqual(expect.arrayContaining([served.id, unserved.id]));
    expect(admin.items.find((item) => item.id === served.id)).toMatchObject({ requests: 1, canEdit: true });
    const office = await list('office');
    expect(office.items.find((item) => item.id === served.id)).toMatchObject({ requests: 1, canEdit: false });
    expect(office.items.map((item) => item.id)).not.toContain(unserved.id);
    expect((await list('company')).items.map((item) => item.id)).not.toContain(served.id);
    expect((await call('agency-ph', 'GET', BASE)).statusCode).toBe(403);
  });

  it('filters by text and city', async () => {
    expect((await list('admin', '&q=zeta')).items.map((item) => item.id)).toEqual([served.id]);
    expect((await list('admin', `&q=${served.nationalId}`)).items.map((item) => item.id)).toEqual([
      served.id,
    ]);
    const dammam = await list('admin', '&city=DAMMAM');
    expect(dammam.items.map((item) => item.id)).toContain(unserved.id);
    expect(dammam.items.every((item) => item.city === 'DAMMAM')).toBe(true);
  });

  it('shows one employer within visibility', async () => {
    expect((await call('office', 'GET', `${BASE}/${served.id}`)).statusCode).toBe(200);
    expect((await call('office', 'GET', `${BASE}/${unserved.id}`)).statusCode).toBe(404);
    expect((await call('company', 'GET', `${BASE}/${served.id}`)).statusCode).toBe(404);
    expect((await call('admin', 'GET', `${BASE}/${unserved.id}`)).statusCode).toBe(200);
  });

  it('looks an employer up by national id: its details only for an office that served it', async () => {
    const own = await call('office', 'GET', `${BASE}/lookup?nationalId=${served.nationalId}`);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      registered: true,
      employer: { id: served.id, requests: 1, city: 'JEDDAH', nameEn: 'Served Employer Zeta' },
    });
    // Another office's client: registered (the form refers to it), nothing personal.
    const other = await call('company', 'GET', `${BASE}/lookup?nationalId=${served.nationalId}`);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.json()).toEqual({ registered: true, employer: null });
    expect(other.body).not.toContain('Zeta');
    expect((await call('company', 'GET', `${BASE}/${served.id}`)).statusCode).toBe(404);
    const none = await call('office', 'GET', `${BASE}/lookup?nationalId=${newNationalId()}`);
    expect(none.json()).toEqual({ registered: false, employer: null });
    expect((await call('office', 'GET', `${BASE}/lookup?nationalId=1000000000`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `${BASE}/lookup?nationalId=${served.nationalId}`)).statusCode).toBe(
      403,
    );
  });

  it('limits look-ups per person: a translated 429 with Retry-After after the limit', async () => {
    const lookup = (language = 'en-US') =>
      call('office-sub', 'GET', `${BASE}/lookup?nationalId=${unserved.nationalId}`, undefined, {
        'accept-language': language,
      });
    for (let index = 0; index < EMPLOYER_LOOKUP_LIMIT.max; index += 1) {
      expect((await lookup()).statusCode).toBe(200);
    }
    const limited = await lookup();
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toBe('Too many requests. Please wait a moment and try again.');
    const arabic = await lookup('ar-SA');
    expect(arabic.statusCode).toBe(429);
    expect(arabic.json().message).toContain('عدد الطلبات كبير جدًا');
    // Per person: the office's other user still looks up.
    const colleague = await call('office', 'GET', `${BASE}/lookup?nationalId=${unserved.nationalId}`);
    expect(colleague.statusCode).toBe(200);
  });

  it('admins edit an employer, written to its history; offices may not', async () => {
    const input = {
      nationalId: unserved.nationalId,
      nameAr: 'صاحب عمل معدل',
      nameEn: 'Edited Employer',
      mobile: '0551112222',
      city: 'KHOBAR',
      address: 'Khobar Corniche',
    };
    expect((await call('office', 'PUT', `${BASE}/${unserved.id}`, input)).statusCode).toBe(403);
    const res = await call('admin', 'PUT', `${BASE}/${unserved.id}`, input);
    expect(res.statusCode, res.body).toBe(200);
    expect(employerSchema.parse(res.json())).toMatchObject({ nameEn: 'Edited Employer', city: 'KHOBAR' });
    const history = await call('admin', 'GET', `/api/history/employer/${unserved.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({
      action: 'update',
      changes: {
        nameEn: { from: 'Unserved Employer', to: 'Edited Employer' },
        city: { from: 'DAMMAM', to: 'KHOBAR' },
      },
    });
    expect((await call('office', 'GET', `/api/history/employer/${unserved.id}`)).statusCode).toBe(404);
    expect((await call('office', 'GET', `/api/history/employer/${served.id}`)).statusCode).toBe(200);

    const taken = await call('admin', 'PUT', `${BASE}/${unserved.id}`, {
      ...input,
      nationalId: served.nationalId,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.nationalId).toBeDefined();
    const badMobile = await call('admin', 'PUT', `${BASE}/${unserved.id}`, { ...input, mobile: '123' });
    expect(badMobile.statusCode).toBe(400);
  });
});
