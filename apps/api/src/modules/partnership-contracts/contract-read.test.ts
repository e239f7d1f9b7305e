import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { currentTemplateResponseSchema } from '@portal/contracts/contract-templates';
import { partnershipContractSchema } from '@portal/contracts/partnership-contracts/schemas';
import { partnershipContracts } from '../../db/schema/index';
import { clocksOf } from '../../platform/clocks/clock-store';
import { sessionOf } from '../../test-support/sessions';
import { templateWordingOf } from '../contract-templates/wording';
import { contractKit, createContract } from './contract-fixtures.test-support';
import { findContractDetail, findLines, readContract } from './repository';
import { visibleContracts } from './scope';

/**
 * Decision 0068: a contract's page is one statement prepared per shape of the caller's visibility.
 * It must answer what the separate reads answered, and a shape built for one caller must never
 * carry that caller's values to the next.
 */
describe("a partnership contract's page in one statement (decision 0068)", { timeout: 120_000 }, () => {
  const kit = contractKit();
  const { call } = kit;
  const act = async (username: string, id: number, action: string, query = '') => {
    const res = await call(username, 'POST', `/api/partnership/contracts/${id}/${action}${query}`);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
  };

  /** What getContract read before, in four statements and a second round. */
  const separately = async (id: number) => {
    const db = kit.t.database.db;
    const detail = await findContractDetail(db, id, undefined);
    if (!detail) return undefined;
    return {
      detail,
      lines: await findLines(db, id),
      clocks: await clocksOf(db, 'partnershipContract', [id]),
      template: await templateWordingOf(db, detail.contract.templateVersionId),
    };
  };

  const expectSameAsSeparately = async (id: number) => {
    const read = await readContract(kit.t.database.db, id, undefined);
    const before = await separately(id);
    expect(read).toBeDefined();
    const { office, agency, lines, clocks, template, ...rest } = read!;
    const { office: fullOffice, agency: fullAgency, ...restBefore } = before!.detail;
    expect(rest).toEqual(restBefore);
    for (const [party, full] of [
      [office, fullOffice],
      [agency, fullAgency],
    ] as const) {
      expect(party).toEqual({
        id: full.id,
        nameAr: full.nameAr,
        nameEn: full.nameEn,
        licenseNumber: full.licenseNumber,
      });
    }
    expect(lines).toEqual(before!.lines);
    expect(clocks).toEqual(before!.clocks);
    expect(template).toEqual(before!.template);
    return read!;
  };

  it('answers the detail, lines, clocks and template wording the separate reads answered', async () => {
    const draft = await createContract(kit);
    await expectSameAsSeparately(draft.id);
    await act('office', draft.id, 'sendForApproval');
    await act('agency-ph', draft.id, 'reject', `?reasonId=${kit.f.reason.rejection}`);
    const rejected = await expectSameAsSeparately(draft.id);
    expect(rejected.rejection).not.toBeNull();
    expect(rejected.clocks.length).toBeGreaterThan(0);

    const other = await createContract(kit);
    await act('office', other.id, 'sendForApproval');
    await act('agency-ph', other.id, 'approve');
    await act('agency-ph', other.id, 'cancel', `?reasonId=${kit.f.reason.cancellation}`);
    const asked = await expectSameAsSeparately(other.id);
    expect(asked.cancellation).not.toBeNull();
    expect(asked.lines).toHaveLength(2);
  });

  it('reads the template wording of a contract started from a template, and none of a missing contract', async () => {
    const res = await call('office', 'GET', `/api/contract-templates/current?countryId=${kit.f.country.PHL}`);
    const template = currentTemplateResponseSchema.parse(res.json());
    if (!template) throw new Error('no Philippine template in the seed');
    const { id } = await createContract(kit);
    await kit.t.database.db
      .update(partnershipContracts)
      .set({ templateVersionId: template.id })
      .where(eq(partnershipContracts.id, id));
    const read = await expectSameAsSeparately(id);
    expect(read.template).toMatchObject({ versionId: template.id, version: template.version });
    expect(await readContract(kit.t.database.db, 2_000_000_000, undefined)).toBeUndefined();
  });

  it("keeps each caller's values apart within one shape: an office, another office, an agency, an overseer, an admin", async () => {
    const { id } = await createContract(kit, 'office');
    const db = kit.t.database.db;
    const visibleTo = async (username: string) =>
      (await readContract(db, id, visibleContracts(await sessionOf(db, username)))) !== undefined;
    // The same shapes asked in turn with other values: each answer is the caller's own.
    for (let round = 0; round < 2; round += 1) {
      expect(await visibleTo('office')).toBe(true);
      expect(await visibleTo('company')).toBe(false);
      expect(await visibleTo('agency-ph')).toBe(false);
      expect(await visibleTo('fmol-ph')).toBe(false);
      expect(await visibleTo('admin')).toBe(true);
    }
    await act('office', id, 'sendForApproval');
    for (let round = 0; round < 2; round += 1) {
      expect(await visibleTo('company')).toBe(false);
      expect(await visibleTo('agency-id')).toBe(false);
      expect(await visibleTo('agency-ph')).toBe(true);
      expect(await visibleTo('fmol-ph')).toBe(true);
      expect(await visibleTo('office')).toBe(true);
    }
    // Through the route as well: the answer is the whole page or 404.
    const page = await call('agency-ph', 'GET', `/api/partnership/contracts/${id}`);
    expect(page.statusCode).toBe(200);
    expect(partnershipContractSchema.parse(page.json()).id).toBe(id);
    expect((await call('company', 'GET', `/api/partnership/contracts/${id}`)).statusCode).toBe(404);
  });
});
