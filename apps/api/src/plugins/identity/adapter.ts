import { and, eq, sql } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/client';
import { oidcPayloads } from '../../db/schema/identity';

/** Models whose payload carries the grant they belong to (revoked together). */
const GRANTABLE = new Set([
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]);

const notExpired = sql`(${oidcPayloads.expiresAt} is null or ${oidcPayloads.expiresAt} > now())`;

/**
 * oidc-provider storage in the `oidc_payloads` table: sessions, interactions, grants, codes and
 * tokens survive a restart and are shared by every instance on the same database.
 */
export const createAdapterFactory = (db: Database) => {
  const adapterFor = (model: string): Adapter => {
    const findWhere = async (condition: ReturnType<typeof eq>): Promise<AdapterPayload | undefined> => {
      const [row] = await db
        .select({ payload: oidcPayloads.payload, consumedAt: oidcPayloads.consumedAt })
        .from(oidcPayloads)
        .where(and(eq(oidcPayloads.model, model), condition, notExpired))
        .limit(1);
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      return row.consumedAt ? { ...payload, consumed: Math.floor(row.consumedAt.getTime() / 1000) } : payload;
    };

    return {
      async upsert(id, payload, expiresIn) {
        const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000) : null;
        const values = {
          model,
          id,
          payload: payload as Record<string, unknown>,
          grantId: GRANTABLE.has(model) ? (payload.grantId ?? null) : null,
          userCode: payload.userCode ?? null,
          uid: payload.uid ?? null,
          expiresAt,
        };
        await db
          .insert(oidcPayloads)
          .values(values)
          .onConflictDoUpdate({
            target: [oidcPayloads.model, oidcPayloads.id],
            set: {
              payload: values.payload,
              grantId: values.grantId,
              userCode: values.userCode,
              uid: values.uid,
              expiresAt,
            },
          });
      },
      find: (id) => findWhere(eq(oidcPayloads.id, id)),
      findByUid: (uid) => findWhere(eq(oidcPayloads.uid, uid)),
      findByUserCode: (userCode) => findWhere(eq(oidcPayloads.userCode, userCode)),
      async consume(id) {
        await db
          .update(oidcPayloads)
          .set({ consumedAt: new Date() })
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async destroy(id) {
        await db.delete(oidcPayloads).where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.id, id)));
      },
      async revokeByGrantId(grantId) {
        await db
          .delete(oidcPayloads)
          .where(and(eq(oidcPayloads.model, model), eq(oidcPayloads.grantId, grantId)));
      },
    };
  };
  return adapterFor;
};

/** Removes expired artefacts; run now and then so the table does not grow forever. */
export const purgeExpiredPayloads = async (db: Database): Promise<void> => {
  await db.delete(oidcPayloads).where(sql`${oidcPayloads.expiresAt} < now() - interval '1 day'`);
};
