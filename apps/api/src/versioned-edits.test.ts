import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@portal/contracts/error-body';
import { countries, employers, jobs, users } from './db/schema/index';
import { newNationalId } from './modules/employment-requests/wizard-fixtures.test-support';
import { createTestApp, type TestApp } from './test-support/test-app';

/**
 * docs/decisions/0039: every edit of a record that can change under someone carries the version it
 * was made on. For each such edit: an old version is a 409 RECORD_CHANGED that changes nothing, two
 * edits made on the same version at once are one 200 and one 409, and an edit without a version is a
 * 400 naming the field.
 */
type Edit = {
  /** Who edits. */
  username: string;
  url: string;
  /** The record as its page reads it (`rowVersion` included). */
  read: () => Promise<Record<string, unknown>>;
  /** Two different edits of the record as read (without the version). */
  bodies: (record: Record<string, unknown>) => [object, object];
};

describe('edits carry the version they were made on', () => {
  let t: TestApp;
  const edits: Record<string, Edit> = {};

  const call = async (username: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { ...(await t.headersFor(username)), 'accept-language': 'en-US' },
      ...(payload && { payload }),
    });
  const getAs = (username: string, url: string) => async () => {
    const res = await call(username, 'GET', url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as Record<string, unknown>;
  };
  const created = async (username: string, url: string, payload: object) => {
    const res = await call(username, 'POST', url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as Record<string, unknown>;
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { FEATURE_FLAGS: 'adminVisa' } });
    const { db } = t.database;
    const [admin] = await db.select().from(users).where(eq(users.username, 'admin'));
    const [employer] = await db
      .insert(employers)
      .values({
        nationalId: newNationalId(),
        nameAr: 'صاحب عمل',
        nameEn: 'Versioned Employer',
        mobile: '0550000000',
        city: 'DAMMAM',
        address: 'Dammam',
        createdBy: admin!.id,
        updatedBy: admin!.id,
      })
      .returning();
    const employerDetails = (record: Record<string, unknown>) => ({
      nationalId: record.nationalId,
      nameAr: record.nameAr,
      nameEn: record.nameEn,
      mobile: record.mobile,
      city: record.city,
      address: record.address,
    });
    edits.employer = {
      username: 'admin',
      url: `/api/employers/${employer!.id}`,
      read: getAs('admin', `/api/employers/${employer!.id}`),
      bodies: (record) => [
        { ...employerDetails(record), nameEn: 'Edited once' },
        { ...employerDetails(record), address: 'Edited twice' },
      ],
    };

    const [phl] = await db.select().from(countries).where(eq(countries.code3, 'PHL'));
    const organizationForm = {
      type: 'EPRO',
      nameAr: 'وكالة الإصدارات',
      nameEn: 'Versions Placement Agency',
      countryId: phl!.id,
      licenseNumber: 'PH-2026-88',
      licenseDate: '2030-01-31',
      addressEn: '5 Roxas Boulevard, Manila',
      contactNumber1: '+63 2 555 0101',
      email: 'info@versions.example',
      city: 'Manila',
    };
    const organization = await created('admin', '/api/organizations', {
      organization: organizationForm,
      establishment: { laborOfficeId: 50, sequenceNumber: 9101 },
    });
    edits.organization = {
      username: 'admin',
      url: `/api/organizations/${String(organization.id)}`,
      read: getAs('admin', `/api/organizations/${String(organization.id)}`),
      bodies: () => [
        { ...organizationForm, city: 'Cebu' },
        { ...organizationForm, nameEn: 'Renamed Agency' },
      ],
    };

    const profile = {
      addressEn: '12 Olaya Street, Riyadh 12214',
      bankName: 'Saudi National Bank',
      iban: 'SA0380000000608010167519',
      responsiblePersonEn: 'Reem Al-Subaie',
      contactNumber1: '0114600000',
      contactNumber2: '0551200000',
      city: 'Riyadh',
    };
    const readProfile = async () => {
      const me = (await getAs('office', '/api/me')()) as { memberships: { organization: object }[] };
      return me.memberships[0]!.organization as Record<string, unknown>;
    };
    edits.organisationProfile = {
      username: 'office',
      url: '/api/me/organization',
      read: readProfile,
      bodies: () => [
        { ...profile, city: 'Jeddah' },
        { ...profile, addressEn: '1 King Road' },
      ],
    };

    const subUser = (await created('office', '/api/subusers', {
      username: 'versions-clerk',
      nameAr: 'مستخدم',
      nameEn: 'Sub user',
      email: 'versions-clerk@example.test',
      accessRights: [{ module: 'HR_POOL', access: 'READ' }],
    })) as { subUser: { id: number } };
    const subUserUrl = `/api/subusers/${subUser.subUser.id}`;
    edits.subUserRights = {
      username: 'office',
      url: `${subUserUrl}/rights`,
      read: getAs('office', subUserUrl),
      bodies: () => [
        { accessRights: [{ module: 'HR_POOL', access: 'WRITE' }] },
        { accessRights: [{ module: 'HR_POOL', access: 'NONE' }] },
      ],
    };
    edits.subUserStatus = {
      username: 'office',
      url: `${subUserUrl}/status`,
      read: getAs('office', subUserUrl),
      bodies: (record) => [{ active: !record.active }, { active: !record.active }],
    };

    const [job] = await db.select().from(jobs).where(eq(jobs.active, true)).limit(1);
    const visaInput = {
      number: '5000000901',
      employerId: '1012345678',
      countryId: phl!.id,
      gender: job!.allowedGender === 'MALE' ? 'MALE' : 'FEMALE',
      jobId: job!.id,
      issueDate: '2026-01-01',
      expiryDate: '2027-01-01',
    };
    const visa = await created('admin', '/api/visas', visaInput);
    edits.visa = {
      username: 'admin',
      url: `/api/visas/${String(visa.id)}`,
      read: getAs('admin', `/api/visas/${String(visa.id)}`),
      bodies: () => [
        { ...visaInput, employerId: '2098765432' },
        { ...visaInput, expiryDate: '2027-06-01' },
      ],
    };

    const readSetting = async () => {
      const all = (await getAs('admin', '/api/settings')()) as {
        values: Record<string, unknown>;
        meta: { key: string; rowVersion: number }[];
      };
      const meta = all.meta.find((entry) => entry.key === 'licenceWarningDays')!;
      return { value: all.values.licenceWarningDays, rowVersion: meta.rowVersion };
    };
    edits.setting = {
      username: 'admin',
      url: '/api/settings/licenceWarningDays',
      read: readSetting,
      bodies: () => [{ value: 45 }, { value: 50 }],
    };
    edits.settingNeverSaved = {
      username: 'admin',
      url: '/api/settings/candidateDocumentLimits',
      read: async () => {
        const all = (await getAs('admin', '/api/settings')()) as {
          values: Record<string, unknown>;
          meta: { key: string; rowVersion: number }[];
        };
        const meta = all.meta.find((entry) => entry.key === 'candidateDocumentLimits')!;
        return { value: all.values.candidateDocumentLimits, rowVersion: meta.rowVersion };
      },
      bodies: () => [{ value: { photoMb: 3, cvMb: 6 } }, { value: { photoMb: 4, cvMb: 7 } }],
    };
  });
  afterAll(async () => t?.close());

  const KINDS = [
    'employer',
    'organization',
    'organisationProfile',
    'subUserRights',
    'subUserStatus',
    'visa',
    'setting',
    'settingNeverSaved',
  ];

  it.each(KINDS)('%s: two edits at once on one version are one 200 and one 409', async (kind) => {
    const edit = edits[kind]!;
    const before = await edit.read();
    const rowVersion = before.rowVersion as number;
    const [first, second] = edit.bodies(before);
    const answers = await Promise.all([
      call(edit.username, 'PUT', edit.url, { ...first, rowVersion }),
      call(edit.username, 'PUT', edit.url, { ...second, rowVersion }),
    ]);
    expect(answers.map((res) => res.statusCode).sort(), answers.map((res) => res.body).join('\n')).toEqual([
      200, 409,
    ]);
    const refused = answers.find((res) => res.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: ERROR_CODES.recordChanged });
    expect(refused.json().message).toContain('Someone else saved this record');
    expect((await edit.read()).rowVersion).toBe(rowVersion + 1);
  });

  it.each(KINDS)('%s: an edit on an old version is a 409 and changes nothing', async (kind) => {
    const edit = edits[kind]!;
    const before = await edit.read();
    const rowVersion = before.rowVersion as number;
    const [first] = edit.bodies(before);
    const stale = await call(edit.username, 'PUT', edit.url, { ...first, rowVersion: rowVersion - 1 });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ code: ERROR_CODES.recordChanged });
    expect(await edit.read()).toEqual(before);
  });

  it.each(KINDS)('%s: an edit without a version is a 400 naming the field', async (kind) => {
    const edit = edits[kind]!;
    const before = await edit.read();
    const [first] = edit.bodies(before);
    const res = await call(edit.username, 'PUT', edit.url, first);
    expect(res.statusCode, res.body).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toContain('rowVersion');
    expect(await edit.read()).toEqual(before);
  });
});
