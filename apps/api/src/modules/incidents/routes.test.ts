import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { incidentListResponseSchema, incidentSchema, type Incident } from '@portal/contracts/incidents';
import { clocks } from '../../db/schema/index';
import { translate } from '../../i18n/catalogue';
import { startClock } from '../../platform/clocks/clock-store';
import { AR, lookupTestKit } from '../../test-support/lookup-test-kit';

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe('incidents', () => {
  const { kit, get, create, put, remove, expectRefused, ...lookup } = lookupTestKit('/api/incidents');
  const list = (query: string) => lookup.list(incidentListResponseSchema, query);
  const record = async (payload: Record<string, unknown>): Promise<Incident> => {
    const res = await create({ scope: 'travel', descriptionAr: 'توقف', descriptionEn: 'Down', ...payload });
    expect(res.statusCode, res.body).toBe(201);
    return incidentSchema.parse(res.json());
  };

  it('records an open incident, closes it on its row version, and keeps both in its history', async () => {
    const started = Date.now() - 5 * HOUR;
    const incident = await record({ startedAt: iso(started) });
    expect(incident).toMatchObject({ endedAt: null, source: 'admin', rowVersion: 1 });
    expect((await list('state=open&scope=travel')).items.map((i) => i.id)).toContain(incident.id);
    const closed = await put(incident.id, {
      scope: 'travel',
      startedAt: incident.startedAt,
      endedAt: iso(started + HOUR),
      descriptionAr: 'توقف',
      descriptionEn: 'Down',
      rowVersion: 1,
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ endedAt: iso(started + HOUR), rowVersion: 2 });
    expect((await list('state=open&scope=travel')).items.map((i) => i.id)).not.toContain(incident.id);
    expect((await list('state=closed')).items.map((i) => i.id)).toContain(incident.id);
    expect(await lookup.historyActions('incident', incident.id)).toEqual(['create', 'update']);
    const history = await get(`/api/history/incident/${incident.id}`);
    expect(history.statusCode).toBe(200);
    expect(history.json().items[0]).toMatchObject({ action: 'update' });
    expect((await remove(incident.id)).statusCode).toBe(204);
  });

  it('reads a form moment in the kingdom time (UTC+3)', async () => {
    const incident = await record({ startedAt: '2026-01-04T09:30', endedAt: '2026-01-04T10:00' });
    expect(incident.startedAt).toBe('2026-01-04T06:30:00.000Z');
    expect(incident.endedAt).toBe('2026-01-04T07:00:00.000Z');
    const day = await list('from=2026-01-04&to=2026-01-04');
    expect(day.items.map((i) => i.id)).toContain(incident.id);
  });

  it('refuses an end before the start, a future start and a bad moment, in both languages', async () => {
    const now = Date.now();
    for (const [headers, language] of [
      [kit.admin, 'en-US'],
      [{ ...kit.admin, ...AR }, 'ar-SA'],
    ] as const) {
      const reversed = await create(
        {
          scope: 'portal',
          startedAt: iso(now - HOUR),
          endedAt: iso(now - 2 * HOUR),
          descriptionAr: 'أ',
          descriptionEn: 'a',
        },
        headers,
      );
      expect(reversed.statusCode).toBe(400);
      expect(reversed.json().fieldErrors.endedAt).toEqual([
        translate(language, 'validation.incidentEndAfterStart'),
      ]);
      const future = await create(
        { scope: 'portal', startedAt: iso(now + 2 * HOUR), descriptionAr: 'أ', descriptionEn: 'a' },
        headers,
      );
      expect(future.statusCode).toBe(400);
      expect(future.json().fieldErrors.startedAt).toEqual([
        translate(language, 'validation.incidentInFuture'),
      ]);
      const bad = await create(
        { scope: 'moon', startedAt: 'yesterday', descriptionAr: '', descriptionEn: 'a' },
        headers,
      );
      expect(bad.statusCode).toBe(400);
      expect(bad.json().fieldErrors).toMatchObject({
        startedAt: [translate(language, 'validation.incidentMoment')],
        descriptionAr: [translate(language, 'validation.required')],
      });
    }
  });

  it("moves a running clock's due moment by the overlap of an incident recorded through the API", async () => {
    const db = kit.t.database.db;
    const startedAt = new Date(Date.now() - 10 * HOUR);
    const subjectId = 1_900_000_000 + Math.floor(Math.random() * 1_000_000);
    const dueBefore = await startClock(db, {
      obligation: 'arrival',
      subjectId,
      partyOrganizationId: null,
      startedAt,
      days: 30,
      counting: 'calendar',
    });
    await record({
      scope: 'travel',
      startedAt: iso(startedAt.getTime() + HOUR),
      endedAt: iso(startedAt.getTime() + 4 * HOUR),
    });
    await vi.waitFor(
      async () => {
        const [clock] = await db.select().from(clocks).where(eq(clocks.subjectId, subjectId));
        expect(clock?.dueAt.getTime()).toBe(dueBefore.getTime() + 3 * HOUR);
      },
      { timeout: 60_000, interval: 250 },
    );
  });

  it('answers 403 to anyone but the admins', async () => {
    await expectRefused([
      { method: 'GET', url: '/api/incidents' },
      { method: 'POST', url: '/api/incidents', payload: { scope: 'portal' } },
      { method: 'PUT', url: '/api/incidents/1', payload: {} },
      { method: 'GET', url: '/api/history/incident/1' },
    ]);
  });
});
