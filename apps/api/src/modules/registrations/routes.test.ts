import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  registrationCreatedSchema,
  registrationListSchema,
  registrationSchema,
} from '@portal/contracts/registration';
import { enUS } from '../../i18n/en-US';
import { solvedCaptcha, submitRegistration } from '../../test-support/registrations';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { PDF_BYTES, type MultipartFile } from '../../platform/uploads/multipart-body.test-support';

const FIELDS = {
  organizationType: 'EPRO',
  nameAr: 'وكالة النور',
  nameEn: 'Al Noor Agency',
  countryId: '1',
  licenseNumber: 'PH-2026-77',
  contactName: 'Maria Santos',
  contactPhone: '+63 912 345 6789',
  email: 'maria@alnoor.example',
};

describe('/api/registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    process.env.CAPTCHA_MAX_NUMBER = '2000';
    t = await createTestApp();
  });
  afterAll(async () => {
    delete process.env.CAPTCHA_MAX_NUMBER;
    await t?.close();
  });

  const submit = (fields: Record<string, string>, documents: MultipartFile[] = [], remoteAddress?: string) =>
    submitRegistration(t, fields, documents, remoteAddress);
  const solved = () => solvedCaptcha(t);
  const pdf: MultipartFile = { name: 'documents', filename: 'licence.pdf', bytes: PDF_BYTES };

  it('refuses a request without the captcha, or with a wrong or reused one', async () => {
    const missing = await submit(FIELDS, [pdf]);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/captcha/);
    const wrong = await submit({ ...FIELDS, captcha: Buffer.from('{"number":1}').toString('base64') });
    expect(wrong.statusCode).toBe(400);
    const captcha = await solved();
    expect((await submit({ ...FIELDS, captcha })).statusCode).toBe(201);
    expect((await submit({ ...FIELDS, captcha })).statusCode).toBe(400);
  });

  it('queues a solved request for admins; the reference tells its status; accept then prefill', async () => {
    const res = await submit({ ...FIELDS, captcha: await solved() }, [pdf, { ...pdf, filename: 'cr.pdf' }]);
    expect(res.statusCode).toBe(201);
    const { reference } = registrationCreatedSchema.parse(res.json());
    expect(reference).toMatch(/^RF-\d{4}-\d{6}$/);
    const status = await t.app.inject({
      url: `/api/registrations/status?reference=${reference.toLowerCase()}`,
    });
    expect(status.json()).toMatchObject({ reference, status: 'PENDING' });
    expect(Object.keys(status.json()).sort()).toEqual(['createdAt', 'reference', 'status']);
    expect(
      (await t.app.inject({ url: '/api/registrations/status?reference=RF-2020-999999' })).statusCode,
    ).toBe(404);

    const admin = await t.headersFor('admin');
    const queue = registrationListSchema.parse(
      (await t.app.inject({ url: '/api/registrations?status=PENDING', headers: admin })).json(),
    );
    const item = queue.items.find((r) => r.reference === reference);
    expect(item).toMatchObject({ nameEn: 'Al Noor Agency', organizationType: 'EPRO' });
    expect(item?.documents).toHaveLength(2);
    const doc = await t.app.inject({
      url: `/api/registrations/${item?.id}/documents/${item?.documents[0]?.id}`,
      headers: admin,
    });
    expect(doc.headers['content-type']).toBe('application/pdf');
    expect(
      (await t.app.inject({ url: '/api/registrations', headers: await t.headersFor('office') })).statusCode,
    ).toBe(403);

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${item?.id}/decision`,
      headers: admin,
      payload: { decision: 'ACCEPTED' },
    });
    expect(registrationSchema.parse(accepted.json()).status).toBe('ACCEPTED');
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${item?.id}/decision`,
      headers: admin,
      payload: { decision: 'REJECTED' },
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await t.app.inject({ url: `/api/registrations/status?reference=${reference}` })).json().status,
    ).toBe('ACCEPTED');
  });

  it('offers the active countries publicly', async () => {
    const res = await t.app.inject({ url: '/api/registrations/countries' });
    expect(res.statusCode).toBe(200);
    expect(res.json().length).toBeGreaterThan(3);
    expect(res.json()[0]).toEqual(
      expect.objectContaining({ code3: expect.any(String), nameAr: expect.any(String) }),
    );
  });

  it('puts a local office or company in the Kingdom and a foreign agency abroad (400 on the country)', async () => {
    const offered = (await t.app.inject({ url: '/api/registrations/countries' })).json() as {
      id: number;
      code3: string;
    }[];
    const idOf = (code3: string) => String(offered.find((country) => country.code3 === code3)!.id);
    const office = await submit({ ...FIELDS, organizationType: 'PRO_OFFICE', countryId: idOf('PHL') }, [pdf]);
    expect(office.statusCode).toBe(400);
    expect(office.json().fieldErrors).toEqual({ countryId: [enUS['registration.localInKingdom']] });
    const agency = await submit({ ...FIELDS, countryId: idOf('SAU') }, [pdf]);
    expect(agency.statusCode).toBe(400);
    expect(agency.json().fieldErrors).toEqual({ countryId: [enUS['registration.agencyAbroad']] });
    const inKingdom = await submit(
      { ...FIELDS, organizationType: 'PRO_COMPANY', countryId: idOf('SAU'), captcha: await solved() },
      [pdf],
    );
    expect(inKingdom.statusCode, inKingdom.body).toBe(201);
  });

  it('checks fields and documents', async () => {
    const bad = await submit({ organizationType: 'ADMIN', email: 'x', captcha: await solved() });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(
      expect.arrayContaining(['organizationType', 'nameEn', 'email', 'contactPhone']),
    );
    const tooMany = await submit({ ...FIELDS, captcha: await solved() }, [pdf, pdf, pdf, pdf]);
    expect(tooMany.statusCode).toBe(400);
    const text = await submit({ ...FIELDS, captcha: await solved() }, [
      { name: 'documents', filename: 'x.pdf', bytes: Buffer.from('hello') },
    ]);
    expect(text.statusCode).toBe(400);
  });

  it('limits submissions to 5 per hour per address', async () => {
    const codes = [];
    for (let i = 0; i < 6; i += 1) codes.push((await submit({ ...FIELDS }, [], '10.9.9.9')).statusCode);
    expect(codes.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(codes[5]).toBe(429);
  });
});

describe('/api/registrations with the captcha flag off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: '-captcha' } });
  });
  afterAll(async () => t?.close());

  it('queues a request without a captcha', async () => {
    const res = await submitRegistration(t, FIELDS);
    expect(res.statusCode).toBe(201);
    expect((await t.app.inject({ url: '/api/registrations/captcha' })).statusCode).toBe(404);
  });

  it('links an accepted request to the organisation created from it, in the same transaction', async () => {
    const admin = await t.headersFor('admin');
    const created = await submitRegistration(t, { ...FIELDS, nameEn: 'Linked Agency' }, [], '10.1.1.1');
    expect(created.statusCode).toBe(201);
    const { reference } = registrationCreatedSchema.parse(created.json());
    const list = registrationListSchema.parse(
      (await t.app.inject({ url: '/api/registrations?q=Linked%20Agency', headers: admin })).json(),
    );
    const id = list.items.find((r) => r.reference === reference)?.id;
    if (!id) throw new Error('registration not listed');
    const organization = (sequenceNumber: number, registrationId?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/organizations',
        headers: admin,
        payload: {
          organization: {
            type: 'EPRO',
            nameAr: FIELDS.nameAr,
            nameEn: 'Linked Agency',
            countryId: 1,
            licenseNumber: FIELDS.licenseNumber,
            licenseDate: '2030-01-31',
            contactNumber1: FIELDS.contactPhone,
            email: FIELDS.email,
          },
          establishment: { laborOfficeId: 51, sequenceNumber },
          ...(registrationId !== undefined && { registrationId }),
        },
      });
    const registration = async () =>
      registrationSchema.parse(
        (await t.app.inject({ url: `/api/registrations/${id}`, headers: admin })).json(),
      );

    // Still pending: refused, and no organisation is left behind (its establishment stays free).
    const early = await organization(7001, id);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Only an accepted registration request can become an organisation.');
    expect((await organization(7002, 999_999)).statusCode).toBe(404);

    await t.app.inject({
      method: 'POST',
      url: `/api/registrations/${id}/decision`,
      headers: admin,
      payload: { decision: 'ACCEPTED' },
    });
    expect((await registration()).organizationId).toBeNull();
    const made = await organization(7001, id);
    expect(made.statusCode).toBe(201);
    const organizationId = (made.json() as { id: number }).id;
    expect((await registration()).organizationId).toBe(organizationId);

    // A second organisation from the same request is refused and rolled back.
    const twice = await organization(7003, id);
    expect(twice.statusCode).toBe(409);
    expect((await registration()).organizationId).toBe(organizationId);
    expect((await organization(7003)).statusCode).toBe(201);
    expect((await organization(7002)).statusCode).toBe(201);
  });
});
