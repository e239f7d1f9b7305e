import { describe, expect, it } from 'vitest';
import {
  partnershipContractSchema,
  type PartnershipContract,
} from '@portal/contracts/partnership-contracts/schemas';
import { contractKit, createContract } from './contract-fixtures.test-support';

describe("a partnership contract's answer clocks (decision 0056)", { timeout: 120_000 }, () => {
  const kit = contractKit();
  const act = async (username: string, id: number, action: string, reasonId?: number) => {
    const query = reasonId === undefined ? '' : `?reasonId=${reasonId}`;
    const res = await kit.call(username, 'POST', `/api/partnership/contracts/${id}/${action}${query}`);
    expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
    return partnershipContractSchema.parse(res.json());
  };
  const states = (contract: PartnershipContract) =>
    contract.clocks.map((clock) => ({ party: clock.partyOrganizationId, state: clock.state }));

  it('waits on the agency once sent, on the other side once a cancellation is asked; answers meet, taking it back closes', async () => {
    const draft = await createContract(kit);
    expect(draft.clocks).toEqual([]);
    const sent = await act('office', draft.id, 'sendForApproval');
    expect(sent.clocks).toHaveLength(1);
    expect(sent.clocks[0]).toMatchObject({
      obligation: 'partnershipAnswer',
      partyOrganizationId: kit.f.org.agencyPh,
      state: 'running',
      days: 14,
      counting: 'calendar',
    });
    const active = await act('agency-ph', draft.id, 'approve');
    expect(states(active)).toEqual([{ party: kit.f.org.agencyPh, state: 'met' }]);

    const asked = await act('agency-ph', draft.id, 'cancel', kit.f.reason.cancellation);
    // The agency asked: the office owes the answer.
    expect(states(asked)[1]).toEqual({ party: kit.f.org.office, state: 'running' });
    const refused = await act('office', draft.id, 'rejectCancellation');
    expect(states(refused)[1]).toEqual({ party: kit.f.org.office, state: 'met' });

    await act('office', draft.id, 'cancel', kit.f.reason.cancellation);
    const undone = await act('office', draft.id, 'undoCancellation');
    expect(states(undone)).toEqual([
      { party: kit.f.org.agencyPh, state: 'met' },
      { party: kit.f.org.office, state: 'met' },
      { party: kit.f.org.agencyPh, state: 'closed' },
    ]);
  });

  it('a programme terms version published waits on the agency until it confirms', async () => {
    const draft = await createContract(kit);
    await act('office', draft.id, 'sendForApproval');
    await act('agency-ph', draft.id, 'approve');
    const published = await kit.call('admin', 'PUT', '/api/settings/contractTermsVersion', {
      value: `9.${draft.id}`,
    });
    expect(published.statusCode, published.body).toBe(200);
    const read = async () =>
      partnershipContractSchema.parse(
        (await kit.call('office', 'GET', `/api/partnership/contracts/${draft.id}`)).json(),
      );
    expect(states(await read())[1]).toEqual({ party: kit.f.org.agencyPh, state: 'running' });
    const confirmed = await kit.call('agency-ph', 'PUT', `/api/partnership/contracts/${draft.id}/confirm`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(states(await read())[1]).toEqual({ party: kit.f.org.agencyPh, state: 'met' });
  });
});
