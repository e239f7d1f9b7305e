import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { incidents, portalHeartbeats } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { beatHeart, readinessWatch, recordPortalOutage } from './portal-outages';

const MINUTE = 60_000;
const at = (minutes: number) => new Date(Date.UTC(2030, 0, 6, 8, 0) + minutes * MINUTE);

describe("the portal's own outages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());
  const portalIncidents = () =>
    t.database.db.select().from(incidents).where(eq(incidents.source, 'readiness')).orderBy(incidents.id);

  it('an instance remembers since when its database failed and reports outages longer than a minute', () => {
    const watch = readinessWatch();
    expect(watch.observe(false, at(0))).toBeNull();
    expect(watch.observe(false, at(0.5))).toBeNull();
    expect(watch.observe(true, at(0.9))).toBeNull(); // a blip
    expect(watch.observe(false, at(1))).toBeNull();
    expect(watch.observe(false, at(2))).toBeNull();
    expect(watch.observe(true, at(3))).toEqual({ start: at(1), end: at(3) });
    expect(watch.observe(true, at(4))).toBeNull();
  });

  it('records an outage once: two instances reporting the same outage stretch one incident', async () => {
    const { db } = t.database;
    expect(
      await recordPortalOutage(db, {
        start: at(10),
        end: at(13),
        description: 'incidents.readinessDescription',
      }),
    ).toBe(true);
    expect(
      await recordPortalOutage(db, {
        start: at(11),
        end: at(15),
        description: 'incidents.readinessDescription',
      }),
    ).toBe(true);
    expect(
      await recordPortalOutage(db, {
        start: at(11),
        end: at(14),
        description: 'incidents.readinessDescription',
      }),
    ).toBe(false);
    const rows = (await portalIncidents()).filter((row) => row.startedAt >= at(10) && row.startedAt < at(20));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scope: 'portal', createdBy: null, startedAt: at(10), endedAt: at(15) });
    expect(rows[0]?.descriptionAr).not.toBe(rows[0]?.descriptionEn);
  });

  it('a heartbeat gap of more than two minutes becomes a portal incident; regular beats do not', async () => {
    const { db } = t.database;
    await db.delete(portalHeartbeats);
    expect(await beatHeart(db, at(100))).toBeNull();
    expect(await beatHeart(db, at(100.5))).toBeNull();
    expect(await beatHeart(db, at(102.4))).toBeNull();
    expect(await beatHeart(db, at(110))).toEqual({ start: at(102.4), end: at(110) });
    const rows = (await portalIncidents()).filter((row) => row.startedAt >= at(100));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ startedAt: at(102.4), endedAt: at(110) });
    // A late job of an earlier period does not move the beat back.
    expect(await beatHeart(db, at(105))).toBeNull();
    expect(await beatHeart(db, at(111))).toBeNull();
  });
});
