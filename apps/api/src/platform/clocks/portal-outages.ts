import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { incidents, portalHeartbeats } from '../../db/schema/index';
import { translate, type MessageKey } from '../../i18n/catalogue';
import { recordPortalChange } from '../history/service';

/** An instance's own outage shorter than this is a blip, not an incident (decision 0057). */
export const READINESS_OUTAGE_MIN_MS = 60_000;
/** A heartbeat gap longer than this means no instance was running (decision 0057). */
export const HEARTBEAT_GAP_MS = 2 * 60_000;
export const HEARTBEAT_EVERY_SECONDS = 30;
const HEARTBEAT = 'portal';

/**
 * Records the portal's own outage from `start` to `end` (source `readiness`, nobody named). One
 * already recorded by the readiness check that overlaps it (another instance saw the same outage,
 * or the heartbeat did) is stretched to cover both instead: the same outage is one incident.
 * Answers whether anything changed (then every open clock should be read again).
 */
export const recordPortalOutage = async (
  db: Database,
  outage: { start: Date; end: Date; description: MessageKey },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    // One writer at a time: two instances recovering together find each other's row.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('portal-outages'))`);
    const [overlapping] = await tx
      .select()
      .from(incidents)
      .where(
        and(
          eq(incidents.scope, 'portal'),
          eq(incidents.source, 'readiness'),
          lte(incidents.startedAt, outage.end),
          gte(incidents.endedAt, outage.start),
        ),
      )
      .limit(1);
    if (overlapping) {
      const startedAt = new Date(Math.min(overlapping.startedAt.getTime(), outage.start.getTime()));
      const endedAt = new Date(Math.max(overlapping.endedAt!.getTime(), outage.end.getTime()));
      if (
        startedAt.getTime() === overlapping.startedAt.getTime() &&
        endedAt.getTime() === overlapping.endedAt!.getTime()
      )
        return false;
      await tx
        .update(incidents)
        .set({ startedAt, endedAt, updatedAt: outage.end, rowVersion: sql`${incidents.rowVersion} + 1` })
        .where(eq(incidents.id, overlapping.id));
      await recordPortalChange(tx, {
        entityType: 'incident',
        entityId: overlapping.id,
        at: outage.end,
        changes: {
          startedAt: { from: overlapping.startedAt.toISOString(), to: startedAt.toISOString() },
          endedAt: { from: overlapping.endedAt!.toISOString(), to: endedAt.toISOString() },
        },
      });
      return true;
    }
    const [row] = await tx
      .insert(incidents)
      .values({
        scope: 'portal',
        source: 'readiness',
        startedAt: outage.start,
        endedAt: outage.end,
        descriptionAr: translate('ar-SA', outage.description),
        descriptionEn: translate('en-US', outage.description),
        createdBy: null,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await recordPortalChange(tx, {
      entityType: 'incident',
      entityId: row.id,
      at: outage.end,
      changes: {
        scope: { from: null, to: 'portal' },
        startedAt: { from: null, to: row.startedAt.toISOString() },
        endedAt: { from: null, to: row.endedAt!.toISOString() },
        source: { from: null, to: 'readiness' },
      },
    });
    return true;
  });

/**
 * One instance's view of its database (the readiness probe): remembers since when it failed and,
 * when it answers again, the outage it saw if it lasted more than a minute.
 */
export const readinessWatch = () => {
  let downSince: Date | null = null;
  return {
    /** The probe's result at `now`; answers the outage just ended, if one worth recording. */
    observe: (up: boolean, now: Date): { start: Date; end: Date } | null => {
      if (!up) {
        downSince ??= now;
        return null;
      }
      const start = downSince;
      downSince = null;
      if (!start || now.getTime() - start.getTime() <= READINESS_OUTAGE_MIN_MS) return null;
      return { start, end: now };
    },
  };
};

/**
 * The heartbeat at `now` (a scheduled job, one per period across every instance): when the last
 * beat is older than `HEARTBEAT_GAP_MS`, no instance ran in between, and that gap is a portal
 * outage. Answers the outage found, if any; the beat is stored either way.
 */
export const beatHeart = async (db: Database, now: Date): Promise<{ start: Date; end: Date } | null> => {
  const previous = await db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(portalHeartbeats)
      .where(eq(portalHeartbeats.name, HEARTBEAT))
      .for('update');
    await tx
      .insert(portalHeartbeats)
      .values({ name: HEARTBEAT, beatAt: now })
      .onConflictDoUpdate({
        target: portalHeartbeats.name,
        // A late job of an earlier period never moves the beat back.
        set: { beatAt: sql`greatest(${portalHeartbeats.beatAt}, excluded.beat_at)` },
      });
    return row?.beatAt ?? null;
  });
  if (!previous || now.getTime() - previous.getTime() <= HEARTBEAT_GAP_MS) return null;
  const outage = { start: previous, end: now };
  await recordPortalOutage(db, { ...outage, description: 'incidents.heartbeatDescription' });
  return outage;
};
