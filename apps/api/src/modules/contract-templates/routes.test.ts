import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  contractTemplateListSchema,
  contractTemplateSchema,
  currentTemplateResponseSchema,
} from '@portal/contracts/contract-templates';
import { countries, recordHistory } from '../../db/schema/index';
import { appKit } from '../../test-support/app-kit';
import { callAs } from '../../test-support/call-as';
import type { TestApp } from '../../test-support/test-app';

const PATH = '/api/contract-templates';

const countryIds = async (t: TestApp) =>
  Object.fromEntries((await t.database.db.select().from(countries)).map((row) => [row.code3, row.id]));

const wording = (suffix: string) => ({
  officeClausesAr: [`يسدد المكتب الرسوم ${suffix}`, 'يستقبل المكتب العامل عند وصوله'],
  officeClausesEn: [`The office pays the fees ${suffix}`, 'The office meets the worker on arrival'],
  agencyClausesAr: ['تقدم الوكالة عمالة مؤهلة'],
  agencyClausesEn: ['The agency provides qualified workers'],
  paymentTermsAr: 'النصف عند التأشيرة والنصف عند الوصول',
  paymentTermsEn: 'Half on visa issue, half on arrival',
  inForceFrom: '2026-01-01',
});

describe(PATH, () => {
  const kit = appKit(countryIds, callAs);
  const { call } = kit;

  it('lists the seeded templates of the demo sending countries, each with version 1 in force', async () => {
    const res = await call('admin', 'GET', PATH);
    expect(res.statusCode, res.body).toBe(200);
    const list = contractTemplateListSchema.parse(res.json());
    const byCountry = Object.fromEntries(list.map((row) => [row.country.name.en, row]));
    expect(byCountry.Philippines).toMatchObject({ latestVersion: 1, currentVersion: 1 });
    expect(byCountry.Indonesia).toMatchObject({ latestVersion: 1, currentVersion: 1 });
  });

  it('creates version 1, then each save is a new version; the old ones stay readable, the history records both', async () => {
    const created = await call('admin', 'POST', PATH, { countryId: kit.f.BGD, ...wording('v1') });
    expect(created.statusCode, created.body).toBe(201);
    const first = contractTemplateSchema.parse(created.json());
    expect(first).toMatchObject({ latestVersion: 1, currentVersion: 1 });
    expect(first.versions).toHaveLength(1);

    const again = await call('admin', 'POST', PATH, { countryId: kit.f.BGD, ...wording('again') });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors.countryId).toHaveLength(1);

    const saved = await call('admin', 'PUT', `${PATH}/${first.id}`, {
      ...wording('v2'),
      rowVersion: first.rowVersion,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const second = contractTemplateSchema.parse(saved.json());
    expect(second).toMatchObject({ latestVersion: 2, currentVersion: 2 });
    expect(second.versions.map((version) => version.version)).toEqual([2, 1]);
    expect(second.versions[1]?.officeClausesEn[0]).toBe('The office pays the fees v1');
    expect(second.versions[0]?.officeClausesEn[0]).toBe('The office pays the fees v2');

    const stale = await call('admin', 'PUT', `${PATH}/${first.id}`, {
      ...wording('v3'),
      rowVersion: first.rowVersion,
    });
    expect(stale.statusCode).toBe(409);

    const actions = await kit.t.database.db
      .select({ action: recordHistory.action, changes: recordHistory.changes })
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'contractTemplate'), eq(recordHistory.entityId, first.id)))
      .orderBy(recordHistory.id);
    expect(actions.map((row) => row.action)).toEqual(['create', 'update']);
    expect(actions[1]?.changes).toMatchObject({ version: { from: 1, to: 2 } });
    const history = await call('admin', 'GET', `/api/history/contractTemplate/${first.id}`);
    expect(history.statusCode, history.body).toBe(200);
    expect(history.json().total).toBe(2);
  });

  it('keeps the version in force until a later one’s day comes', async () => {
    const created = contractTemplateSchema.parse(
      (await call('admin', 'POST', PATH, { countryId: kit.f.ETH, ...wording('now') })).json(),
    );
    const later = await call('admin', 'PUT', `${PATH}/${created.id}`, {
      ...wording('later'),
      inForceFrom: '2099-01-01',
      rowVersion: created.rowVersion,
    });
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({ latestVersion: 2, currentVersion: 1 });
    const current = await call('office', 'GET', `${PATH}/current?countryId=${kit.f.ETH}`);
    expect(currentTemplateResponseSchema.parse(current.json())).toMatchObject({ version: 1 });
  });

  it('gives the wizard’s office the country’s current template, null for a country without one', async () => {
    const res = await call('office', 'GET', `${PATH}/current?countryId=${kit.f.PHL}`);
    expect(res.statusCode, res.body).toBe(200);
    const current = currentTemplateResponseSchema.parse(res.json());
    expect(current?.agencyClausesEn.join(' ')).toContain('Overseas Employment Certificate');
    expect(current?.paymentTermsAr).toContain('50٪');
    const none = await call('office', 'GET', `${PATH}/current?countryId=${kit.f.KHM}`);
    expect(none.statusCode).toBe(200);
    expect(none.json()).toBeNull();
  });

  it('answers 400 with the field for bad input, in the caller’s language', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ countryId: kit.f.UGA, ...wording('x'), officeClausesEn: [] }, 'officeClausesEn'],
      [{ countryId: kit.f.UGA, ...wording('x'), agencyClausesAr: ['  '] }, 'agencyClausesAr.0'],
      [{ countryId: kit.f.UGA, ...wording('x'), inForceFrom: '2026-02-30' }, 'inForceFrom'],
      [{ countryId: kit.f.UGA, ...wording('x'), paymentTermsEn: '' }, 'paymentTermsEn'],
      [{ countryId: 999_999, ...wording('x') }, 'countryId'],
    ];
    for (const [payload, field] of cases) {
      const res = await call('admin', 'POST', PATH, payload, { 'accept-language': 'ar-SA' });
      expect(res.statusCode, field).toBe(400);
      expect(Object.keys(res.json().fieldErrors ?? {}), field).toContain(field);
    }
    expect((await call('admin', 'GET', `${PATH}/abc`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', `${PATH}/999999`)).statusCode).toBe(404);
    expect((await call('office', 'GET', `${PATH}/current?countryId=x`)).statusCode).toBe(400);
  });

  it('is the admins’ only: 403 for an office, and the wizard’s template is not the agency’s', async () => {
    const [template] = contractTemplateListSchema.parse((await call('admin', 'GET', PATH)).json());
    const calls: [string, 'GET' | 'POST' | 'PUT', string, object?][] = [
      ['office', 'GET', PATH],
      ['office', 'GET', `${PATH}/${template!.id}`],
      ['office', 'POST', PATH, { countryId: kit.f.UGA, ...wording('x') }],
      ['office', 'PUT', `${PATH}/${template!.id}`, { ...wording('x'), rowVersion: 1 }],
      ['office', 'GET', `/api/history/contractTemplate/${template!.id}`],
      ['agency-ph', 'GET', `${PATH}/current?countryId=${kit.f.PHL}`],
    ];
    for (const [username, method, url, payload] of calls) {
      const res = await call(username, method, url, payload);
      expect(res.statusCode, `${username} ${method} ${url}`).toBe(403);
    }
  });
});
