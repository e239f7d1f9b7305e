import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partnershipContractSchema } from '@portal/contracts/partnership-contracts/schemas';
import { partnershipContracts, partnershipContractVersions } from '../../db/schema/index';
import { contractKit, createContract, contractBody } from './contract-fixtures.test-support';
import { renderContractDocument } from './document';

/**
 * Decision 0032: the admin setting `contractTermsVersion` has its effect (DOMAIN.md "Partnership
 * contracts"): a new version makes every ACTIVE contract wait on it until confirmed.
 */
describe('a new programme terms version published by an admin', () => {
  const kit = contractKit();
  const { call } = kit;

  const publish = async (version: string) => {
    const res = await call('admin', 'PUT', '/api/settings/contractTermsVersion', { value: version });
    expect(res.statusCode, res.body).toBe(200);
  };
  const view = async (id: number, username = 'office') => {
    const res = await call(username, 'GET', `/api/partnership/contracts/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    return partnershipContractSchema.parse(res.json());
  };
  const check = async (username: string) =>
    (await call(username, 'GET', '/api/partnership/contracts/check')).statusCode;
  const act = async (username: string, id: number, action: string) => {
    const res = await call(username, 'POST', `/api/partnership/contracts/${id}/${action}`);
    expect(res.statusCode, res.body).toBe(200);
  };
  const create = async (username: string, agency: 'agencyPh' | 'agencyId') =>
    (await createContract(kit, username, agency)).id;
  const active = async (username: string, agency: 'agencyPh' | 'agencyId', agencyUser: string) => {
    const id = await create(username, agency);
    await act(username, id, 'sendForApproval');
    await act(agencyUser, id, 'approve');
    return id;
  };
  const confirm = async (id: number, username: string) => {
    const res = await call(username, 'PUT', `/api/partnership/contracts/${id}/confirm`);
    expect(res.statusCode, res.body).toBe(200);
    return partnershipContractSchema.parse(res.json());
  };
  const rowOf = async (id: number) => {
    const [row] = await kit.t.database.db
      .select()
      .from(partnershipContracts)
      .where(eq(partnershipContracts.id, id));
    return row!;
  };
  const snapshotOf = async (id: number, termsVersion: number) => {
    const [row] = await kit.t.database.db
      .select({ snapshot: partnershipContractVersions.snapshot })
      .from(partnershipContractVersions)
      .where(
        and(
          eq(partnershipContractVersions.contractId, id),
          eq(partnershipContractVersions.termsVersion, termsVersion),
        ),
      );
    return row!.snapshot;
  };
  const history = async (id: number) =>
    (await call('admin', 'GET', `/api/history/partnershipContract/${id}?size=50`)).json() as {
      items: { changes: Record<string, { from: unknown; to: unknown }> }[];
    };

  it('makes every ACTIVE contract wait on it, leaves the others, and is confirmed into a new version', async () => {
    const plain = await active('company', 'agencyPh', 'agency-ph');
    const amended = await active('office', 'agencyId', 'agency-id');
    const draft = await create('office', 'agencyPh');
    // An amendment already waits on the second one: new terms (a higher salary).
    const amendment = await call('office', 'PUT', `/api/partnership/contracts/${amended}`, {
      ...contractBody(kit.f, 'agencyId', 2100),
    });
    expect(amendment.statusCode, amendment.body).toBe(200);
    expect(await check('agency-id')).toBe(409);
    const draftBefore = await rowOf(draft);
    expect(await check('agency-ph')).toBe(200);
    expect((await view(plain, 'company')).programmeTermsVersion).toBeNull();

    await publish('2.0');

    // The ACTIVE contract without an amendment: a version-only update, its terms unchanged.
    const waiting = await view(plain, 'agency-ph');
    expect(waiting.status).toBe('ACTIVE');
    expect(waiting.hasPendingUpdate).toBe(true);
    expect(waiting.canConfirm).toBe(true);
    expect(waiting.pendingUpdate).toMatchObject({ programmeTermsVersion: '2.0', termsChanged: false });
    expect(waiting.pendingUpdate!.obligations).toEqual(waiting.obligations);
    expect(waiting.pendingUpdate!.lines).toEqual(waiting.lines);
    expect(waiting.termsVersion).toBe(1);
    expect(await check('agency-ph')).toBe(409);
    // The amended one keeps its amendment and also waits on the new version.
    const both = await view(amended, 'agency-id');
    expect(both.pendingUpdate).toMatchObject({ programmeTermsVersion: '2.0', termsChanged: true });
    expect(both.pendingUpdate!.lines[0]!.monthlySalary).toBe(2100);
    expect(both.lines[0]!.monthlySalary).toBe(1500);
    // Not ACTIVE: untouched.
    expect(await rowOf(draft)).toEqual(draftBefore);
    expect((await history(plain)).items[0]!.changes).toEqual({
      pendingProgrammeTermsVersion: { from: null, to: '2.0' },
    });

    // The same version saved again changes nothing.
    const rowVersion = (await rowOf(plain)).rowVersion;
    await publish('2.0');
    expect((await rowOf(plain)).rowVersion).toBe(rowVersion);

    // The agency confirms the version-only update: version 2 of the terms, under programme terms 2.0.
    const confirmed = await confirm(plain, 'agency-ph');
    expect(confirmed).toMatchObject({
      termsVersion: 2,
      programmeTermsVersion: '2.0',
      pendingUpdate: null,
      hasPendingUpdate: false,
    });
    expect(confirmed.obligations).toEqual(waiting.obligations);
    expect(confirmed.lines).toEqual(waiting.lines);
    const snapshot = await snapshotOf(plain, 2);
    expect(snapshot.programmeTermsVersion).toBe('2.0');
    expect(renderContractDocument(snapshot, 'en-US').html).toContain(
      '<dt>Programme terms version</dt><dd><bdi>2.0</bdi></dd>',
    );
    expect(renderContractDocument(snapshot, 'ar-SA').html).toContain(
      '<dt>إصدار شروط البرنامج</dt><dd><bdi>2.0</bdi></dd>',
    );
    // Version 1 was approved before any version was recorded: its document says nothing of it.
    expect(renderContractDocument(await snapshotOf(plain, 1), 'en-US').html).not.toContain(
      'Programme terms version',
    );
    expect((await history(plain)).items[0]!.changes).toEqual({
      termsVersion: { from: 1, to: 2 },
      programmeTermsVersion: { from: null, to: '2.0' },
    });

    // An admin confirms the amendment and the version together.
    const applied = await confirm(amended, 'admin');
    expect(applied).toMatchObject({ termsVersion: 2, programmeTermsVersion: '2.0', pendingUpdate: null });
    expect(applied.lines[0]!.monthlySalary).toBe(2100);
    expect((await snapshotOf(amended, 2)).lines[0]!.monthlySalary).toBe(2100);
    expect(applied.hasPendingUpdate).toBe(false);

    // A contract already under 2.0 is not asked again when 2.0 is saved after another version.
    await publish('2.1');
    expect((await view(plain, 'company')).pendingUpdate).toMatchObject({ programmeTermsVersion: '2.1' });
    await publish('2.0');
    expect((await view(plain, 'company')).pendingUpdate).toBeNull();
    expect((await view(amended)).pendingUpdate).toBeNull();
  });

  it('keeps a waiting programme terms version when the office amends the contract afterwards', async () => {
    const id = await active('company', 'agencyPh', 'agency-ph');
    await publish('3.0');
    const amendment = await call('company', 'PUT', `/api/partnership/contracts/${id}`, {
      ...contractBody(kit.f, 'agencyPh', 2500),
    });
    expect(amendment.statusCode, amendment.body).toBe(200);
    const amended = partnershipContractSchema.parse(amendment.json());
    expect(amended.pendingUpdate).toMatchObject({ programmeTermsVersion: '3.0', termsChanged: true });
    const confirmed = await confirm(id, 'agency-ph');
    expect(confirmed).toMatchObject({ programmeTermsVersion: '3.0', termsVersion: 2 });
    expect(confirmed.lines[0]!.monthlySalary).toBe(2500);
  });
});
