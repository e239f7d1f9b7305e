import { beforeAll, describe, expect, it } from 'vitest';
import {
  transferContractListResponseSchema,
  transferContractSchema,
} from '@portal/contracts/transfer-contracts/schemas';
import { pdfText } from '../../test-support/pdf-text';
import { arrivedWorker, newEmployerInput, transferKit } from './fixtures.test-support';

const BASE = '/api/transfer-contracts';

describe('/api/transfer-contracts (reading, visibility, document)', () => {
  const kit = transferKit();
  const { call } = kit;
  /** Philippine worker, new employer in Riyadh (embassy-ph's location), and one in Jeddah. */
  let riyadh: ReturnType<typeof transferContractSchema.parse>;
  let jeddah: ReturnType<typeof transferContractSchema.parse>;
  /** An Indonesian worker (agency-id). */
  let indonesian: ReturnType<typeof transferContractSchema.parse>;

  const create = async (agency: 'agencyPh' | 'agencyId', city: 'RIYADH' | 'JEDDAH') => {
    const made = await arrivedWorker(kit.t.database.db, kit.f, { agency });
    const res = await call('office', 'POST', BASE, {
      source: { employmentRequestId: made.id },
      newEmployer: newEmployerInput({ city }),
      fee: 1234.5,
      workerConsent: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    return transferContractSchema.parse(res.json());
  };

  beforeAll(async () => {
    riyadh = await create('agencyPh', 'RIYADH');
    jeddah = await create('agencyPh', 'JEDDAH');
    indonesian = await create('agencyId', 'RIYADH');
  });

  it('shows each party what DOMAIN.md scopes to it (404 outside)', async () => {
    const sees: Record<string, [boolean, boolean, boolean]> = {
      office: [true, true, true],
      company: [false, false, false],
      'agency-ph': [true, true, false],
      'agency-id': [false, false, true],
      'fmol-ph': [true, true, false],
      'sa-embassy': [true, true, false],
      'embassy-ph': [true, false, false],
      'embassy-ph-noloc': [false, false, false],
      samol: [true, true, true],
      admin: [true, true, true],
    };
    for (const [username, expected] of Object.entries(sees)) {
      const got = [];
      for (const transfer of [riyadh, jeddah, indonesian]) {
        const res = await call(username, 'GET', `${BASE}/${transfer.id}`);
        expect([200, 404], `${username} ${res.body}`).toContain(res.statusCode);
        got.push(res.statusCode === 200);
      }
      expect(got, username).toEqual(expected);
      const list = await call(username, 'GET', `${BASE}?size=100`);
      const ids = (list.json().items as { id: number }[]).map((item) => item.id);
      expect(
        [riyadh, jeddah, indonesian].map((transfer) => ids.includes(transfer.id)),
        `${username} list`,
      ).toEqual(expected);
      const history = await call(username, 'GET', `/api/history/transferContract/${riyadh.id}`);
      expect(history.statusCode, username).toBe(expected[0] ? 200 : 404);
    }
    for (const username of ['employer', 'import'])
      expect((await call(username, 'GET', BASE)).statusCode, username).toBe(403);
  });

  it('filters the list by status, id and the worker’s name or passport', async () => {
    const list = async (query: string) => {
      const res = await call('office', 'GET', `${BASE}?size=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const page = transferContractListResponseSchema.parse(res.json());
      return page.items.map((item) => item.id);
    };
    expect(await list(`id=${riyadh.id}`)).toEqual([riyadh.id]);
    expect(await list(`q=${riyadh.number}`)).toEqual([riyadh.id]);
    expect(await list(`q=${encodeURIComponent(riyadh.worker.passportNumber)}`)).toEqual([riyadh.id]);
    expect(await list(`q=${encodeURIComponent(riyadh.worker.name.en)}`)).toEqual([riyadh.id]);
    expect(await list(`q=${encodeURIComponent(riyadh.worker.name.ar)}`)).toEqual([riyadh.id]);
    const pending = await list('status=PENDING');
    expect(pending).toEqual(expect.arrayContaining([riyadh.id, jeddah.id, indonesian.id]));
    expect(await list(`status=COMPLETED,REJECTED&id=${riyadh.id}`)).toEqual([]);
    expect(await list(`countryId=${kit.f.country.IDN}&id=${indonesian.id}`)).toEqual([indonesian.id]);
    expect((await call('office', 'GET', `${BASE}?status=NOPE`)).statusCode).toBe(400);
    expect((await call('office', 'GET', `${BASE}?id=abc`)).statusCode).toBe(400);
    const paged = await call('office', 'GET', `${BASE}?size=1&page=1`);
    expect(paged.json()).toMatchObject({ page: 1, size: 1 });
    expect(paged.json().total).toBeGreaterThanOrEqual(3);
  });

  it('prints the contract in Arabic (right to left) and English, to those who see it', async () => {
    const arabic = await call('agency-ph', 'GET', `${BASE}/${riyadh.id}/document?language=ar-SA`);
    expect(arabic.statusCode).toBe(200);
    expect(arabic.json().html).toMatch(/^<!doctype html>\n<html lang="ar-SA" dir="rtl">/);
    expect((await call('agency-id', 'GET', `${BASE}/${riyadh.id}/pdf?language=ar-SA`)).statusCode).toBe(404);
    expect((await call('office', 'GET', `${BASE}/${riyadh.id}/pdf?language=fr`)).statusCode).toBe(400);

    const ar = await call('office', 'GET', `${BASE}/${riyadh.id}/pdf?language=ar-SA`);
    expect(ar.statusCode, ar.body.slice(0, 200)).toBe(200);
    expect(ar.headers['content-type']).toBe('application/pdf');
    expect(ar.headers['content-disposition']).toBe(
      `attachment; filename="transfer-contract-${riyadh.number}-ar.pdf"`,
    );
    const arabicText = pdfText(ar.rawPayload);
    for (const line of [
      'عقد نقل خدمات عامل',
      riyadh.number,
      riyadh.worker.name.ar,
      'سعد بن ناصر الدوسري',
      '1,234.50',
    ])
      expect(arabicText).toContain(line);

    const en = await call('office', 'GET', `${BASE}/${riyadh.id}/pdf?language=en-US`);
    const englishText = pdfText(en.rawPayload);
    for (const line of [
      'Worker Transfer Contract',
      riyadh.worker.name.en,
      riyadh.worker.passportNumber,
      'Saad Nasser Al-Dosari',
      '1,234.50 SAR',
    ])
      expect(englishText).toContain(line);
  });
});
