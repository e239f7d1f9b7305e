import { and, eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { licenceRequestTransitions } from '@portal/contracts/license-requests-transitions';
import { defineTransitions } from '@portal/contracts/transitions/define';
import type { DatabaseHandle } from '../db/client';
import { recordHistory } from '../db/schema/index';
import { badRequest, isAppError, type AppError } from '../lib/errors';
import type { Executor, HistoryEntityType } from './history/service';
import { errorBodyOf } from '../plugins/errors';
import { sessionOf } from '../test-support/sessions';
import { openTestDatabase } from '../test-support/test-database';
import type { EstablishmentSession } from '../types/session';
import { runTransition } from './transition-runner';

/** A table made for this test, with a row version, so the runner is tested apart from any module. */
const probes = pgTable('transition_probes', {
  id: integer().primaryKey(),
  organizationId: integer().notNull(),
  status: text({ enum: ['PENDING', 'APPROVED', 'REJECTED'] }).notNull(),
  rowVersion: integer().notNull().default(0),
  note: text(),
});
type Probe = typeof probes.$inferSelect;

// The licence stem (its record name and status labels are in the catalogue) and its admin approval,
// with a withdrawal by the requester (a party's action) that the licence itself does not have.
const declaration = defineTransitions({
  stem: licenceRequestTransitions.stem,
  statuses: licenceRequestTransitions.statuses,
  actions: {
    approve: licenceRequestTransitions.actions.approve,
    withdraw: {
      from: ['PENDING'],
      to: 'REJECTED',
      by: ['requester'],
      permission: { module: 'ORGANIZATION', level: 'WRITE' },
      input: z.object({ note: z.string() }),
    },
  },
});

describe('runTransition', () => {
  let database: DatabaseHandle;
  let admin: EstablishmentSession;
  let company: EstablishmentSession;
  let nextId = 1;

  beforeAll(async () => {
    database = await openTestDatabase();
    await database.db.execute(
      sql`create table transition_probes (id integer primary key, organization_id integer not null, status text not null, row_version integer not null default 0, note text)`,
    );
    admin = await sessionOf(database.db, 'admin');
    company = await sessionOf(database.db, 'company');
  });
  afterAll(async () => database?.close());

  const newProbe = async (status: Probe['status'] = 'PENDING') => {
    const id = nextId++;
    await database.db.insert(probes).values({ id, organizationId: company.organization.id, status });
    return id;
  };
  const probe = async (id: number) => (await database.db.select().from(probes).where(eq(probes.id, id)))[0];
  const historyOf = (id: number) =>
    database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'transitionProbe'), eq(recordHistory.entityId, id)));

  const run = (
    action: 'approve' | 'withdraw',
    id: number,
    session: EstablishmentSession,
    extra: {
      visible?: boolean;
      effects?: (tx: Executor) => Promise<void>;
      byId?: boolean;
      checkInput?: (input: { note?: string }) => Promise<{ note?: string }>;
    } = {},
  ) =>
    runTransition(database.db, {
      declaration,
      target: {
        table: probes,
        id: 'id',
        status: 'status',
        rowVersion: 'rowVersion',
        history: 'transitionProbe' as HistoryEntityType,
      },
      action,
      id,
      session,
      visible: extra.visible === false ? eq(probes.organizationId, -1) : undefined,
      recordOf: (row) => ({ status: row.status, parties: { requester: row.organizationId } }),
      input: action === 'withdraw' ? { note: 'Sent by mistake' } : {},
      changes: (input: { note?: string }) => ({ note: input.note ?? null }),
      reason: (input: { note?: string }) => input.note,
      ...(extra.effects && { effects: extra.effects }),
      ...(extra.byId && { readById: () => probe(id) }),
      ...(extra.checkInput && { checkInput: extra.checkInput }),
    });

  const failure = async (promise: Promise<unknown>): Promise<AppError> => {
    const error = await promise.then(
      () => undefined,
      (caught: unknown) => caught,
    );
    if (!isAppError(error)) throw new Error(`expected an AppError, got ${String(error)}`);
    return error;
  };
  const messageIn = (error: AppError, language: string) =>
    errorBodyOf(error, { headers: { 'accept-language': language } } as FastifyRequest).message;

  it('changes the status, raises the row version, writes the history and runs the effects in the transaction', async () => {
    const id = await newProbe();
    let effectSawStatus: string | undefined;
    const updated = await run('withdraw', id, company, {
      effects: async (tx) => {
        const [seen] = await tx.select().from(probes).where(eq(probes.id, id));
        effectSawStatus = seen?.status;
      },
    });
    expect(updated).toMatchObject({ status: 'REJECTED', rowVersion: 1, note: 'Sent by mistake' });
    // The effect runs in the action's transaction, after the status changed.
    expect(effectSawStatus).toBe('REJECTED');
    const [entry, ...others] = await historyOf(id);
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({
      action: 'update',
      changedBy: company.user.id,
      changes: { status: { from: 'PENDING', to: 'REJECTED' }, reason: { from: null, to: 'Sent by mistake' } },
    });
  });

  it('answers 404 outside the visibility and 403 to a person who is not a party; nothing changes', async () => {
    const id = await newProbe();
    expect((await failure(run('approve', id, admin, { visible: false }))).statusCode).toBe(404);
    expect((await failure(run('approve', 9_999, admin))).statusCode).toBe(404);
    expect((await failure(run('approve', id, company))).statusCode).toBe(403);
    expect((await failure(run('withdraw', id, admin))).statusCode).toBe(403);
    expect(await probe(id)).toMatchObject({ status: 'PENDING', rowVersion: 0 });
    expect(await historyOf(id)).toHaveLength(0);
  });

  it('with readById: answers 404 outside the visibility whether the action would be allowed or refused', async () => {
    const id = await newProbe();
    // The admin may approve (allowed) and may not withdraw (refused): outside the visibility both are 404.
    expect((await failure(run('approve', id, admin, { visible: false, byId: true }))).statusCode).toBe(404);
    expect((await failure(run('withdraw', id, admin, { visible: false, byId: true }))).statusCode).toBe(404);
    expect((await failure(run('approve', 9_999, admin, { byId: true }))).statusCode).toBe(404);
    expect((await failure(run('approve', id, company, { byId: true }))).statusCode).toBe(403);
    expect(await probe(id)).toMatchObject({ status: 'PENDING', rowVersion: 0 });
    expect(await historyOf(id)).toHaveLength(0);
    const updated = await run('approve', id, admin, { visible: true, byId: true });
    expect(updated).toMatchObject({ status: 'APPROVED', rowVersion: 1 });
    const error = await failure(run('approve', id, admin, { byId: true }));
    expect(error.statusCode).toBe(409);
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('checks the input only once the caller may act: 404 outside the visibility, 403, 409, then its 400', async () => {
    const badInput = () => Promise.reject(badRequest('errors.validation'));
    const id = await newProbe();
    for (const byId of [false, true]) {
      const outside = run('withdraw', id, company, { visible: false, byId, checkInput: badInput });
      expect((await failure(outside)).statusCode).toBe(404);
    }
    expect((await failure(run('withdraw', id, admin, { checkInput: badInput }))).statusCode).toBe(403);
    expect((await failure(run('withdraw', id, company, { checkInput: badInput }))).statusCode).toBe(400);
    expect(await historyOf(id)).toHaveLength(0);
    // The checked input is what the action keeps.
    const checked = async () => ({ note: 'Checked reason' });
    const updated = await run('withdraw', id, company, { byId: true, checkInput: checked });
    expect(updated).toMatchObject({ status: 'REJECTED', note: 'Checked reason' });
    expect((await failure(run('withdraw', id, company, { checkInput: badInput }))).statusCode).toBe(409);
  });

  it('answers 409 naming the current status in both languages when the action does not start from it', async () => {
    const id = await newProbe();
    await run('approve', id, admin);
    const error = await failure(run('withdraw', id, company));
    expect(error.statusCode).toBe(409);
    expect(messageIn(error, 'en')).toBe('This action is not possible: the licence request is now approved.');
    expect(messageIn(error, 'ar')).toBe('لا يمكن تنفيذ هذا الإجراء: حالة طلب الترخيص الآن مقبول.');
    expect(await probe(id)).toMatchObject({ status: 'APPROVED', rowVersion: 1 });
    expect(await historyOf(id)).toHaveLength(1);
  });

  it('rolls the status and history back when an effect fails', async () => {
    const id = await newProbe();
    await expect(
      run('approve', id, admin, {
        effects: async () => {
          throw new Error('effect failed');
        },
      }),
    ).rejects.toThrow('effect failed');
    expect(await probe(id)).toMatchObject({ status: 'PENDING', rowVersion: 0 });
    expect(await historyOf(id)).toHaveLength(0);
  });

  it('lets exactly one of two people acting at once succeed; the other gets 409', async () => {
    for (let round = 0; round < 5; round += 1) {
      const id = await newProbe();
      const results = await Promise.allSettled([run('approve', id, admin), run('withdraw', id, company)]);
      const won = results.filter((result) => result.status === 'fulfilled');
      const lost = results.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
      expect(won).toHaveLength(1);
      expect(lost.map((error) => (isAppError(error) ? error.statusCode : error))).toEqual([409]);
      expect((await probe(id))?.rowVersion).toBe(1);
      expect(await historyOf(id)).toHaveLength(1);
    }
  });
});
