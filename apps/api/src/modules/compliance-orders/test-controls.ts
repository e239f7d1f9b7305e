import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { clocks } from '../../db/schema/index';
import { environmentSchema } from '../../environment-names';

const DAY_MS = 24 * 60 * 60 * 1000;

const testControlsEnvSchema = z.object({
  /** End-to-end tests only: `POST /control/compliance-orders/:id/overdue` (decision 0059). */
  COMPLIANCE_ORDERS_TEST_CONTROLS: z.enum(['true', 'false']).default('false'),
});
environmentSchema(testControlsEnvSchema);

export const complianceTestControlsEnabled = (env: NodeJS.ProcessEnv = process.env): boolean =>
  testControlsEnvSchema.parse(env).COMPLIANCE_ORDERS_TEST_CONTROLS === 'true';

/**
 * Time passing, as the breach sweep sees it: the order's open clock is moved back so that it fell
 * due a minute before `now` (its days and counting unchanged; calendar time, as in a test). Answers
 * false when the order has no open clock.
 */
export const makeOrderOverdue = async (db: Database, orderId: number, now = new Date()): Promise<boolean> => {
  const [clock] = await db
    .select()
    .from(clocks)
    .where(
      and(
        eq(clocks.subjectType, 'complianceOrder'),
        eq(clocks.subjectId, orderId),
        isNull(clocks.metAt),
        isNull(clocks.closedAt),
      ),
    );
  if (!clock) return false;
  const startedAt = new Date(now.getTime() - clock.days * DAY_MS - 60_000);
  await db
    .update(clocks)
    .set({ startedAt, dueAt: new Date(startedAt.getTime() + clock.days * DAY_MS), updatedAt: now })
    .where(eq(clocks.id, clock.id));
  return true;
};

/**
 * The end-to-end servers' control (like the issue tracker simulator's, decision 0031): it exists
 * only with COMPLIANCE_ORDERS_TEST_CONTROLS=true, which a normal start never sets, so the journey
 * "breach → suspension" runs without waiting ten days. The breach itself is the minute's sweep.
 */
export const registerComplianceTestControls = (app: FastifyInstance, db: Database) => {
  app.post<{ Params: { id: string } }>(
    '/control/compliance-orders/:id/overdue',
    { config: { access: { public: true } }, schema: { hide: true } },
    async (request, reply) => {
      const id = Number(request.params.id);
      if (!Number.isInteger(id) || id < 1) return reply.code(404).send();
      return reply.code((await makeOrderOverdue(db, id)) ? 204 : 404).send();
    },
  );
};
