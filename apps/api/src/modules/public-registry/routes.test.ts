import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import type {
  RegistryEntry,
  RegistryListResponse,
  RegistryOrganization,
} from '@portal/contracts/public-registry';
import {
  establishments,
  files,
  licenceRequests,
  memberships,
  organizations,
  reasons,
  registrations,
  suspensions,
  users,
} from '../../db/schema/index';
import { arSA } from '../../i18n/ar-SA';
import { enUS } from '../../i18n/en-US';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { collectPersonalValues } from './personal-values.test-support';

const dayFrom = (moment: number, offset: number) => todayInKingdom(new Date(moment + offset * 86_400_000));
/** A day from today in the kingdom, for the rows this test writes. */
const day = (offset: number) => dayFrom(Date.now(), offset);
/** A comment an admin might write: it names a person and must never reach the public. */
const SUSPENSION_COMMENT = 'Inspector Fahad Al-Otaibi, 0501234567, found unpaid wages';

describe('public registry of licensed offices and agencies (issue 25, decision 0052)', () => {
  let t: TestApp;
  let ids: Record<string, number>;
  let address = 0;
  /**
   * A day from the day the demo data was seeded, for its rows: the test database may have been seeded
   * before midnight in the kingdom and read after it.
   */
  let seededDay: (offset: number) => string;

  /** Each call from its own address, so the per-address limit only counts where a test wants it to. */
  const get = (url: string, language = 'en-US', remoteAddress?: string) => {
    address += 1;
    return t.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-language': language },
      remoteAddress: remoteAddress ?? `10.25.${Math.floor(address / 250)}.${address % 250}`,
    });
  };
  const list = async (query: string, language = 'en-US'): Promise<RegistryListResponse> => {
    const res = await get(`/api/public-registry?${query}`, language);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const page = async (id: number, language = 'en-US'): Promise<RegistryOrganization> => {
    const res = await get(`/api/public-registry/${id}`, language);
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const namesOf = (answer: RegistryListResponse) => answer.items.map((item: RegistryEntry) => item.name.en);

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.database;
    const rows = await db
      .select({ id: organizations.id, nameEn: organizations.nameEn, createdAt: organizations.createdAt })
      .from(organizations)
      .orderBy(asc(organizations.id));
    ids = Object.fromEntries(rows.map((row) => [row.nameEn, row.id]));
    const seededAt = rows[0]!.createdAt.getTime();
    seededDay = (offset) => dayFrom(seededAt, offset);
    const [reason] = await db
      .select({ id: reasons.id })
      .from(reasons)
      .where(eq(reasons.kind, 'SUSPENSION'))
      .orderBy(asc(reasons.id))
      .limit(1);
    const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
    // A suspension in force with an end date and a comment naming a person; one lifted in the past.
    await db.insert(suspensions).values([
      {
        organizationId: ids['Al Waha Recruitment Office']!,
        reasonId: reason!.id,
        comment: SUSPENSION_COMMENT,
        startsOn: day(-5),
        endsOn: day(20),
        createdBy: admin!.id,
      },
      {
        organizationId: ids['Al Fajr Recruitment Office']!,
        reasonId: reason!.id,
        comment: SUSPENSION_COMMENT,
        startsOn: day(-60),
        endsOn: day(-40),
        liftedAt: new Date(Date.now() - 50 * 86_400_000),
        liftedBy: admin!.id,
        createdBy: admin!.id,
      },
    ]);
    // A request to join that waits for an admin: not an organisation, never listed.
    await db.insert(registrations).values({
      reference: 'RF-REGISTRY-PENDING',
      organizationType: 'EPRO',
      nameAr: 'وكالة الأفق المنتظرة',
      nameEn: 'Pending Horizon Agency',
      licenseNumber: 'PEND-777',
      contactName: 'Jose Rizal Mercado',
      contactPhone: '+639998887766',
      email: 'jose@horizon.example.ph',
    });
  });
  afterAll(async () => t?.close());

  it('lists licensed offices, companies and agencies, paged with the total, signed out', async () => {
    const first = await list('size=3');
    expect(first.items).toHaveLength(3);
    expect(first.total).toBeGreaterThanOrEqual(9);
    expect(first).toMatchObject({ page: 0, size: 3 });
    const all = await list('size=100');
    expect(new Set(all.items.map((item) => item.kind))).toEqual(
      new Set(['PRO_OFFICE', 'PRO_COMPANY', 'EPRO']),
    );
    expect(namesOf(all)).not.toContain('Recruitment Programme Administration');
    expect(namesOf(all)).not.toContain('Department of Migrant Workers, Philippines');
    const second = await list('size=3&page=1');
    expect(second.items.map((item) => item.id)).not.toContain(first.items[0]!.id);
  });

  it('answers with cache headers for a public page', async () => {
    const res = await get('/api/public-registry?q=nakheel');
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.headers['vary']).toContain('accept-language');
    expect(
      (await get(`/api/public-registry/${ids['Al Nakheel Recruitment Office']}`)).headers['cache-control'],
    ).toBe('public, max-age=60');
  });

  it('finds by English name, whatever the case', async () => {
    expect(namesOf(await list('q=NAKHEEL'))).toEqual(['Al Nakheel Recruitment Office']);
    expect(namesOf(await list('q=manila star'))).toEqual(['Manila Star Manpower Services']);
  });

  it('finds by Arabic name, tolerant of spelling variants and vowel marks', async () => {
    expect(namesOf(await list(`q=${encodeURIComponent('النخيل')}`, 'ar-SA'))).toEqual([
      'Al Nakheel Recruitment Office',
    ]);
    // ة typed as ه, vowel marks, a tatweel.
    expect(namesOf(await list(`q=${encodeURIComponent('مكتب الواحه')}`, 'ar-SA'))).toEqual([
      'Al Waha Recruitment Office',
    ]);
    expect(namesOf(await list(`q=${encodeURIComponent('النَّخـيل')}`, 'ar-SA'))).toEqual([
      'Al Nakheel Recruitment Office',
    ]);
    // Hamza on the alef typed without it: الإستقدام → الاستقدام finds every office.
    expect((await list(`q=${encodeURIComponent('للإستقدام')}`)).total).toBeGreaterThanOrEqual(7);
  });

  it('finds by licence number, Arabic-Indic digits too', async () => {
    expect(namesOf(await list('q=LIC-1-1001'))).toEqual(['Al Nakheel Recruitment Office']);
    expect(namesOf(await list(`q=${encodeURIComponent('lic-1-١٠٠١')}`))).toEqual([
      'Al Nakheel Recruitment Office',
    ]);
  });

  it('sorts by the name in the asker’s language', async () => {
    const arabic = (await list('size=100', 'ar-SA')).items.map((item) => item.name.ar);
    expect(arabic).toEqual([...arabic].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('never lists a pending registration', async () => {
    expect((await list('q=Horizon')).total).toBe(0);
    expect((await list('q=PEND-777')).total).toBe(0);
  });

  it('shows a licence, its validity, the country and city of an agency', async () => {
    const agency = await page(ids['Manila Star Manpower Services']!);
    expect(agency).toMatchObject({
      kind: 'EPRO',
      licenseNumber: 'LIC-50-3001',
      licenseValidUntil: seededDay(365),
      country: { code3: 'PHL' },
      city: 'Manila',
      status: 'ACTIVE',
      suspension: null,
    });
    expect(agency.history[agency.history.length - 1]).toMatchObject({ kind: 'REGISTERED' });
  });

  it('shows a suspension in force with its reason’s category and dates, never the comment', async () => {
    const waha = await page(ids['Al Waha Recruitment Office']!, 'ar-SA');
    expect(waha.status).toBe('SUSPENDED');
    expect(waha.suspension).toMatchObject({ startsOn: day(-5), endsOn: day(20), liftedOn: null });
    expect(waha.suspension!.reason.ar).not.toBe('');
    expect(waha.history).toContainEqual({
      kind: 'SUSPENSION_STARTED',
      on: day(-5),
      suspension: waha.suspension,
    });
    expect(JSON.stringify(waha)).not.toContain('Fahad');
    // The seeded open-ended suspension of the demo suspended office.
    const qimma = await page(ids['Al Qimma Recruitment Office']!);
    expect(qimma.status).toBe('SUSPENDED');
    expect(qimma.suspension).toMatchObject({ startsOn: seededDay(-30), endsOn: null });
  });

  it('keeps a lifted suspension in the dated history while the status is active again', async () => {
    const fajr = await page(ids['Al Fajr Recruitment Office']!);
    expect(fajr.status).toBe('ACTIVE');
    expect(fajr.suspension).toBeNull();
    expect(fajr.history.map((event) => [event.kind, event.on])).toEqual(
      expect.arrayContaining([
        ['SUSPENSION_STARTED', day(-60)],
        ['SUSPENSION_LIFTED', day(-50)],
      ]),
    );
  });

  it('shows an expired licence as expired, dated', async () => {
    const wadi = await page(ids['Al Wadi Recruitment Office']!);
    expect(wadi.status).toBe('EXPIRED_LICENSE');
    expect(wadi.history).toContainEqual({ kind: 'LICENCE_EXPIRED', on: seededDay(-1) });
    // Newest first.
    const days = wadi.history.map((event) => event.on);
    expect(days).toEqual([...days].sort().reverse());
    expect((await list('q=Wadi')).items[0]!.status).toBe('EXPIRED_LICENSE');
  });

  it('shows the partnerships in force with the counterparty and since when', async () => {
    const company = await page(ids['Saudi Skills Recruitment Company']!);
    // One ACTIVE and one waiting on its cancellation; the cancelled one is not shown.
    expect(company.partnerships).toHaveLength(2);
    for (const partnership of company.partnerships) {
      expect(partnership.counterparty).toMatchObject({
        name: { en: 'PT Prima Tenaga Kerja' },
        kind: 'EPRO',
        country: { code3: 'IDN' },
        listed: true,
      });
      expect(partnership.since).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const agency = await page(ids['Manila Star Manpower Services']!);
    expect(agency.partnerships.map((p) => p.counterparty.name.en)).toEqual(['Al Nakheel Recruitment Office']);
  });

  it('shows an approved licence update in the history', async () => {
    const { db } = t.database;
    const organizationId = ids['Al Rawabi Recruitment Office']!;
    const [member] = await db
      .select({ userId: memberships.userId })
      .from(memberships)
      .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
      .where(eq(establishments.organizationId, organizationId))
      .limit(1);
    const fileId = randomUUID();
    await db
      .insert(files)
      .values({ id: fileId, originalName: 'licence.pdf', contentType: 'application/pdf', size: 1 });
    await db.insert(licenceRequests).values({
      organizationId,
      requestedBy: member!.userId,
      licenseNumber: 'LIC-RENEWED-1003',
      licenseDate: day(700),
      documentFileId: fileId,
      status: 'APPROVED',
      decidedAt: new Date(),
      changedInfo: { email: 'private.person@example.sa' },
    });
    const rawabi = await page(organizationId);
    expect(rawabi.history).toContainEqual({
      kind: 'LICENCE_RENEWED',
      on: day(0),
      licenseNumber: 'LIC-RENEWED-1003',
      validUntil: day(700),
    });
    expect(JSON.stringify(rawabi)).not.toContain('private.person');
  });

  it('answers 404 for an unknown id and for an organisation that is not listed, in both languages', async () => {
    const unknown = await get('/api/public-registry/2000000000', 'ar-SA');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(arSA['publicRegistry.notFound']);
    const embassy = await get(`/api/public-registry/${ids['Recruitment Programme Administration']}`);
    expect(embassy.statusCode).toBe(404);
    expect(embassy.json().message).toBe(enUS['publicRegistry.notFound']);
  });

  it('answers a translated 400 to a bad query or id, never 500', async () => {
    for (const url of [
      '/api/public-registry?page=-1',
      '/api/public-registry?size=1000',
      '/api/public-registry?page=x',
      `/api/public-registry?q=${'a'.repeat(101)}`,
      '/api/public-registry/abc',
      '/api/public-registry/0x10',
    ]) {
      const english = await get(url, 'en-US');
      const arabic = await get(url, 'ar-SA');
      expect([url, english.statusCode, arabic.statusCode]).toEqual([url, 400, 400]);
      expect(english.json().message).toBeTruthy();
      expect(arabic.json().message).not.toBe(english.json().message);
    }
  });

  it('limits look-ups per address', async () => {
    let status = 200;
    for (let n = 0; n < 121 && status === 200; n += 1) {
      status = (await get('/api/public-registry?size=1', 'en-US', '10.99.99.99')).statusCode;
    }
    expect(status).toBe(429);
    expect((await get('/api/public-registry?size=1', 'en-US', '10.99.99.98')).statusCode).toBe(200);
  });

  it('contains none of the personal data of the records its answers come from', async () => {
    const personal = await collectPersonalValues(t.database.db);
    expect(personal.length).toBeGreaterThan(50);
    expect(personal).toContain(SUSPENSION_COMMENT);
    const answers: string[] = [];
    for (const language of ['en-US', 'ar-SA']) {
      for (let index = 0; ; index += 1) {
        const answer = await list(`size=5&page=${index}`, language);
        answers.push(JSON.stringify(answer));
        for (const item of answer.items) answers.push(JSON.stringify(await page(item.id, language)));
        if ((index + 1) * 5 >= answer.total) break;
      }
      for (const q of ['nakheel', encodeURIComponent('مكتب'), 'LIC'])
        answers.push(JSON.stringify(await list(`q=${q}`)));
    }
    expect(answers.length).toBeGreaterThan(20);
    const leaks = answers.flatMap((answer) => personal.filter((value) => answer.includes(value)));
    expect(leaks).toEqual([]);
  });
});
