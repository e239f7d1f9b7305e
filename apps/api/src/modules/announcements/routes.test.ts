import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  announcementListResponseSchema,
  announcementSchema,
  visibleAnnouncementsSchema,
  type AnnouncementInput,
} from '@portal/contracts/announcements';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { todayInKingdom } from '@portal/contracts/constants';
import { publicAnnouncements } from './service';

const AR = { 'accept-language': 'ar-SA' };
const day = (offset: number) => todayInKingdom(new Date(Date.now() + offset * 86_400_000));

describe('announcements', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let office: Record<string, string>;
  let agency: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.headersFor('admin');
    office = await t.headersFor('office');
    agency = await t.headersFor('agency-ph');
  });
  afterAll(async () => t?.close());

  const get = (url: string, headers: Record<string, string> = admin) =>
    t.app.inject({ method: 'GET', url, headers });
  const input = (payload: Partial<AnnouncementInput> = {}): AnnouncementInput => ({
    titleAr: 'إعلان تجريبي',
    titleEn: 'Test announcement',
    bodyAr: '<p>نص</p>',
    bodyEn: '<p>Text</p>',
    audiencePublic: false,
    audienceRoles: ['EPRO'],
    visibleFrom: day(-1),
    visibleTo: day(7),
    ...payload,
  });
  const create = async (payload: Partial<AnnouncementInput> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: admin,
      payload: input(payload),
    });
    expect(res.statusCode, res.body).toBe(201);
    return announcementSchema.parse(res.json());
  };
  const visible = async (url: string, headers?: Record<string, string>) => {
    const res = await t.app.inject({ method: 'GET', url, ...(headers && { headers }) });
    expect(res.statusCode, res.body).toBe(200);
    return visibleAnnouncementsSchema.parse(res.json());
  };

  it('sanitises bodies on the server: scripts, event handlers and javascript: links are removed', async () => {
    const created = await create({
      bodyEn:
        '<p onclick="steal()">Hello <strong>all</strong><script>alert(1)</script>' +
        '<img src=x onerror="alert(2)"><a href="javascript:alert(3)">bad</a> ' +
        '<a href="https://musaned.example/news">news</a></p><ul><li><em>one</em></li></ul>',
      bodyAr: '<p style="color:red">مرحبا<br><iframe src="https://evil.example"></iframe></p>',
    });
    expect(created.bodyEn).not.toMatch(/script|onclick|onerror|javascript:|<img/i);
    expect(created.bodyEn).toContain('<strong>all</strong>');
    expect(created.bodyEn).toContain(
      '<a href="https://musaned.example/news" target="_blank" rel="noopener noreferrer">news</a>',
    );
    expect(created.bodyEn).toContain('<ul><li><em>one</em></li></ul>');
    expect(created.bodyAr).toBe('<p>مرحبا<br /></p>');
    const history = (await get(`/api/history/announcement/${created.id}`)).json();
    expect(history.items[0]).toMatchObject({ action: 'create' });
  });

  it('addresses roles: EPRO sees the EPRO one on its dashboard, PRO_OFFICE does not', async () => {
    const forEpro = await create({ titleEn: 'For agencies only' });
    expect((await visible('/api/announcements/current', agency)).map((a) => a.id)).toContain(forEpro.id);
    expect((await visible('/api/announcements/current', office)).map((a) => a.id)).not.toContain(forEpro.id);
    expect((await visible('/api/announcements/public')).map((a) => a.id)).not.toContain(forEpro.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/announcements/current' })).statusCode).toBe(401);
  });

  it('shows only what is visible today, newest first, on the public endpoint (with an ETag)', async () => {
    const older = await create({ audiencePublic: true, audienceRoles: [], visibleFrom: day(-5) });
    const newer = await create({ audiencePublic: true, audienceRoles: [], visibleFrom: day(0) });
    const future = await create({ audiencePublic: true, audienceRoles: [], visibleFrom: day(2) });
    const past = await create({
      audiencePublic: true,
      audienceRoles: [],
      visibleFrom: day(-9),
      visibleTo: day(-1),
    });
    const ids = (await visible('/api/announcements/public')).map((a) => a.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(past.id);
    // The window's last day is included.
    const lastDay = await create({ audiencePublic: true, audienceRoles: [], visibleTo: day(0) });
    expect((await publicAnnouncements(t.database.db)).map((a) => a.id)).toContain(lastDay.id);
    expect((await publicAnnouncements(t.database.db, day(1))).map((a) => a.id)).not.toContain(lastDay.id);
    const first = await t.app.inject({ method: 'GET', url: '/api/announcements/public' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/announcements/public',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('validates audience and dates with translated field errors', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: { ...admin, ...AR },
      payload: input({ audienceRoles: [], visibleFrom: day(3), visibleTo: day(1), titleEn: ' ' }),
    });
    expect(res.statusCode).toBe(400);
    const errors = res.json().fieldErrors;
    expect(errors.audienceRoles).toEqual(['اختر العامة أو دورًا واحدًا على الأقل.']);
    expect(errors.visibleTo).toEqual(['يجب ألا يسبق هذا التاريخ تاريخ البداية.']);
    expect(errors.titleEn).toBeDefined();
  });

  it('lists with filters, edits with history, exports, deletes', async () => {
    const created = await create({ titleEn: 'Ramadan working hours', audienceRoles: ['FMOL', 'EPRO'] });
    const list = async (query: string) => {
      const res = await get(`/api/announcements?${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return announcementListResponseSchema.parse(res.json());
    };
    expect((await list('q=ramadan')).items.map((a) => a.id)).toEqual([created.id]);
    expect((await list('audience=FMOL')).items.map((a) => a.id)).toContain(created.id);
    expect((await list('audience=SAMOL')).items.map((a) => a.id)).not.toContain(created.id);
    expect((await list('state=CURRENT&size=100')).items.map((a) => a.id)).toContain(created.id);
    expect((await list('state=EXPIRED&size=100')).items.map((a) => a.id)).not.toContain(created.id);
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/announcements/${created.id}`,
      headers: admin,
      payload: input({ titleEn: 'Ramadan hours', audienceRoles: ['EPRO', 'FMOL'] }),
    });
    expect(updated.statusCode, updated.body).toBe(200);
    const history = (await get(`/api/history/announcement/${created.id}`)).json();
    expect(history.items[0].changes).toEqual({
      titleEn: { from: 'Ramadan working hours', to: 'Ramadan hours' },
    });
    const csv = await get('/api/announcements/export?format=csv&q=ramadan');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Ramadan hours');
    // The audience reads as the screen's column does: roles by name, never their codes.
    expect(csv.body).toContain('"Foreign recruitment agency, Labour ministry of a sending country"');
    expect(csv.body).not.toMatch(/\bEPRO\b|\bFMOL\b/);
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/announcements/${created.id}`,
      headers: admin,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/announcements/${created.id}`)).statusCode).toBe(404);
  });

  it('refuses office on the admin endpoints', async () => {
    expect((await get('/api/announcements', office)).statusCode).toBe(403);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/announcements',
      headers: office,
      payload: input(),
    });
    expect(res.statusCode).toBe(403);
  });
});
