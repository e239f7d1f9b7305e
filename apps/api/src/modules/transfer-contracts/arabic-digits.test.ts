import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employers } from '../../db/schema/index';
import { arrivedWorker, newEmployerInput, transferRow, transferKit } from './fixtures.test-support';

/** `1012345672` as an Arabic keyboard types it: ١٠١٢٣٤٥٦٧٢. */
const arabicIndic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));
const extendedArabicIndic = (digits: string) =>
  digits.replace(/\d/g, (digit) => String.fromCharCode(0x06f0 + Number(digit)));

describe('a body typed in Arabic digits (the API accepts what the form accepts)', () => {
  const kit = transferKit();
  const { call } = kit;

  it('stores the national id, the +966 mobile and the fee in ASCII digits', async () => {
    const made = await arrivedWorker(kit.t.database.db, kit.f);
    const employer = newEmployerInput();
    const res = await call('office', 'POST', '/api/transfer-contracts', {
      source: { employmentRequestId: made.id },
      newEmployer: {
        ...employer,
        nationalId: arabicIndic(employer.nationalId),
        mobile: `+${arabicIndic('966')} ${extendedArabicIndic('55 765 4321')}`,
      },
      fee: arabicIndic('2500.50').replace('.', '\u066B'),
      workerConsent: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const transfer = await transferRow(kit.t.database.db, res.json().id);
    expect(transfer.fee).toBe(2500.5);
    const [stored] = await kit.t.database.db
      .select({ nationalId: employers.nationalId, mobile: employers.mobile })
      .from(employers)
      .where(eq(employers.id, transfer.newEmployerId));
    expect(stored).toEqual({ nationalId: employer.nationalId, mobile: '0557654321' });
  });

  it('names the field of a fee that is no number', async () => {
    const made = await arrivedWorker(kit.t.database.db, kit.f);
    const res = await call('office', 'POST', '/api/transfer-contracts', {
      source: { employmentRequestId: made.id },
      newEmployer: newEmployerInput(),
      fee: '12abc',
      workerConsent: true,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ fee: [expect.stringMatching(/^Enter a number/)] });
  });
});
