import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrganizationSummary } from '@portal/contracts/organizations';
import { arSA } from '../../i18n/ar-SA';
import { enUS } from '../../i18n/en-US';
import { createShellTestApp, type ShellTestApp } from '../shell-test-app';
import { callAs } from '../../test-support/call-as';

const newAgency = {
  organization: {
    type: 'EPRO',
    nameAr: 'وكالة مانيلا للتوظيف',
    nameEn: 'Manila Placement Agency',
    countryId: null as number | null,
    licenseNumber: 'PH-2026-77',
    licenseDate: '2030-01-31',
    addressEn: '5 Roxas Boulevard, Manila',
    addressAr: '5 جادة روخاس، مانيلا',
    responsiblePersonEn: 'Maria Santos',
    responsiblePersonAr: 'ماريا سانتوس',
    contactNumber1: '+63 2 555 0101',
    email: 'info@manila-placement.example',
    city: 'Manila',
  },
  establishment: { laborOfficeId: 50, sequenceNumber: 9001 },
};

describe('organisations API', () => {
  let t: ShellTestApp;
  let phl: number;
  beforeAll(async () => {
    t = await createShellTestApp();
    const agency = await t.sessionFor('agency-ph');
    phl = agency.organization.countryId!;
    newAgency.organization.countryId = phl;
  });
  afterAll(async () => t?.close());

  const get = async (username: string, url: string) =>
    t.app.inject({ method: 'GET', url, headers: await t.headersFor(username) });
  /** An edit carries the organisation's current version, as a form that has just read it. */
  const send = (username: string, method: 'POST' | 'PUT', url: string, payload: object, lang = 'en-US') =>
    callAs(t)(username, method, url, payload, { 'accept-language': lang });
  const items = async (username: string, query = '') => {
    const res = await get(username, `/api/organizations?size=100${query}`);
    expect(res.statusCode).toBe(200);
    return res.json().items as OrganizationSummary[];
  };

  it('lists every organisation for admins, 10 a page by default, with derived statuses', async () => {
    const res = await get('admin', '/api/organizations');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ page: 0, size: 10 });
    expect(res.json().items).toHaveLength(10);
    const all = await items('admin');
    const status = (name: string) => all.find((o) => o.name.en === name)?.status;
    expect(status('Al Qimma Recruitment Office')).toBe('SUSPENDED');
    expect(status('Al Wadi Recruitment Office')).toBe('EXPIRED_LICENSE');
    expect(status('Al Sahab Recruitment Office')).toBe('ACTIVE');
  });

  it('filters by status, type and name, and sorts', async () => {
    expect((await items('admin', '&status=SUSPENDED')).map((o) => o.name.en)).toContain(
      'Al Qimma Recruitment Office',
    );
    expect((await items('admin', '&status=SUSPENDED')).every((o) => o.status === 'SUSPENDED')).toBe(true);
    expect((await items('admin', '&type=EPRO')).every((o) => o.type === 'EPRO')).toBe(true);
    const named = await items('admin', '&name=%20qimma%20');
    expect(named.map((o) => o.name.en)).toEqual(['Al Qimma Recruitment Office']);
    const sorted = await items('admin', '&sort=nameEn&dir=desc');
    const names = sorted.map((o) => o.name.en ?? '');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('scopes the list: offices see agencies, agencies see local offices, Saudi embassies their country agencies', async () => {
    expect((await items('office')).every((o) => o.type === 'EPRO')).toBe(true);
    expect((await items('agency-ph')).every((o) => o.type === 'PRO_OFFICE' || o.type === 'PRO_COMPANY')).toBe(
      true,
    );
    const sa = await items('sa-embassy');
    expect(sa.length).toBeGreaterThan(0);
    expect(sa.every((o) => o.type === 'EPRO' && o.country?.code3 === 'PHL')).toBe(true);
  });

  it('answers 404 for a record outside the scope, 403 for roles without the view', async () => {
    const office = await t.sessionFor('office');
    const agency = await t.sessionFor('agency-ph');
    expect((await get('sa-embassy', `/api/organizations/${agency.organization.id}`)).statusCode).toBe(200);
    const outside = await get('sa-embassy', `/api/organizations/${office.organization.id}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json().message).toBe(enUS['errors.notFound']);
    expect((await get('office', `/api/organizations/${agency.organization.id}`)).statusCode).toBe(403);
    expect((await get('office', `/api/organizations/${agency.organization.id}/partner`)).statusCode).toBe(
      200,
    );
    const company = await t.sessionFor('company');
    expect((await get('office', `/api/organizations/${company.organization.id}/partner`)).statusCode).toBe(
      404,
    );
    expect((await get('admin', '/api/organizations/999999')).statusCode).toBe(404);
  });

  it('lets admins create an organisation with its establishment, edit it and read its history', async () => {
    const created = await send('admin', 'POST', '/api/organizations', newAgency);
    expect(created.statusCode).toBe(201);
    const body = created.json();
    expect(body).toMatchObject({
      type: 'EPRO',
      name: { en: 'Manila Placement Agency' },
      status: 'ACTIVE',
      establishments: [{ laborOfficeId: 50, sequenceNumber: 9001 }],
      bankAccount: { bank: null, iban: null },
    });
    const again = await send('admin', 'POST', '/api/organizations', newAgency);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(enUS['organizations.establishmentTaken']);

    const edited = await send('admin', 'PUT', `/api/organizations/${body.id}`, {
      ...newAgency.organization,
      city: 'Quezon City',
      licenseDate: '2020-01-01',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ city: 'Quezon City', status: 'EXPIRED_LICENSE' });

    const history = await get('admin', `/api/history/organization/${body.id}`);
    expect(history.statusCode).toBe(200);
    const [update, create] = history.json().items;
    expect(update).toMatchObject({
      action: 'update',
      changedBy: { name: { en: expect.any(String) } },
      changes: {
        city: { from: 'Manila', to: 'Quezon City' },
        licenseDate: { from: '2030-01-31', to: '2020-01-01' },
      },
    });
    expect(Object.keys(update.changes).sort()).toEqual(['city', 'licenseDate']);
    expect(create).toMatchObject({
      action: 'create',
      changes: { nameEn: { from: null, to: 'Manila Placement Agency' } },
    });
  });

  it('refuses writes to everyone but admins with ORGANIZATION WRITE', async () => {
    for (const user of ['office', 'sa-embassy', 'agency-ph']) {
      expect((await send(user, 'POST', '/api/organizations', newAgency)).statusCode).toBe(403);
    }
  });

  it('names the invalid fields, translated', async () => {
    const res = await send(
      'admin',
      'POST',
      '/api/organizations',
      {
        organization: {
          ...newAgency.organization,
          type: 'PRO_OFFICE',
          iban: 'SA00 1234',
          nameEn: ' ',
          email: 'x',
        },
        establishment: { laborOfficeId: 0, sequenceNumber: 1 },
      },
      'ar-SA',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toMatchObject({
      'organization.nameEn': [arSA['validation.required']],
      'organization.iban': [arSA['validation.saudiIban']],
      'organization.email': [arSA['validation.email']],
      'establishment.laborOfficeId': [arSA['validation.positive']],
    });
  });

  it('requires a country for agencies and an office location for foreign embassies', async () => {
    const res = await send('admin', 'PUT', '/api/organizations/1', {
      ...newAgency.organization,
      type: 'FOREIGN_EMBASSY',
      countryId: null,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual(['countryId', 'officeLocation']);
  });
});
