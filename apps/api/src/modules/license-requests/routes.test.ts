import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInKingdom } from '@portal/contracts/constants';
import { licenceRequestDetailSchema, licenceRequestListSchema } from '@portal/contracts/license-requests';
import { reasonOptionsResponseSchema } from '@portal/contracts/lookups-reasons';
import { files, organizations, recordHistory } from '../../db/schema/index';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { enUS } from '../../i18n/en-US';
import {
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  type MultipartFile,
} from '../../platform/uploads/multipart-body.test-support';

const future = (days: number) => todayInKingdom(new Date(Date.now() + days * 86_400_000));

describe('/api/licenseRequests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  const submit = async (username: string, fields: Record<string, string>, document?: MultipartFile) => {
    const body = multipartBody(fields, document ? [document] : []);
    return t.app.inject({
      method: 'POST',
      url: '/api/licenseRequests',
      headers: { ...(await t.headersFor(username)), ...body.headers },
      payload: body.payload,
    });
  };
  const call = async (username: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: await t.headersFor(username), ...(payload && { payload }) });
  const counts = async (username: string) =>
    (await call(username, 'GET', '/api/statistic/actionsNeeded')).json();
  const pdf = (filename = 'licence.pdf'): MultipartFile => ({ name: 'document', filename, bytes: PDF_BYTES });

  it('refuses a document over 5 MB (413), a text file renamed .pdf, and a missing document', async () => {
    const fields = { licenseNumber: 'L-1', licenseDate: future(400) };
    const big = Buffer.concat([PDF_BYTES, Buffer.alloc(5 * 1_048_576)]);
    const tooLarge = await submit('company', fields, { name: 'document', filename: 'big.pdf', bytes: big });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toBe('The file "big.pdf" is larger than 5 MB.');
    const text = await submit('company', fields, {
      name: 'document',
      filename: 'fake.pdf',
      contentType: 'application/pdf',
      bytes: Buffer.from('just text, not a PDF'),
    });
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toMatch(/not a PDF, PNG or JPEG/);
    expect((await submit('company', fields)).statusCode).toBe(400);
    const past = await submit('company', { licenseNumber: 'L-1', licenseDate: '2020-01-01' }, pdf());
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors.licenseDate).toEqual(['The new expiry date must be in the future.']);
  });

  it('refuses PNG bytes named .pdf or sent as a PDF, and an empty file, on the document field', async () => {
    const fields = { licenseNumber: 'C-2', licenseDate: future(300) };
    const named = await submit('company', fields, {
      name: 'document',
      filename: 'licence.pdf',
      bytes: PNG_BYTES,
    });
    expect(named.statusCode).toBe(400);
    expect(named.json().fieldErrors).toEqual({
      document: [
        'The file "licence.pdf" is a PNG file, which its name or type does not say: choose the right file or rename it.',
      ],
    });
    const announced = await submit('company', fields, {
      name: 'document',
      filename: 'licence',
      contentType: 'application/pdf',
      bytes: PNG_BYTES,
    });
    expect(announced.statusCode).toBe(400);
    expect(Object.keys(announced.json().fieldErrors)).toEqual(['document']);
    const empty = await submit('company', fields, {
      name: 'document',
      filename: 'scan.pdf',
      bytes: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors).toEqual({
      document: ['The file "scan.pdf" is empty (0 bytes): choose the file again.'],
    });
    // Nothing was stored: the company may still send its request.
    const pending = await call('company', 'GET', '/api/licenseRequests?status=PENDING');
    expect(pending.json().total).toBe(0);
  });

  it('refuses a contact number that is no phone number, naming the field', async () => {
    const res = await submit(
      'office',
      {
        licenseNumber: 'OF-1',
        licenseDate: future(300),
        changedInfo: JSON.stringify({ contactNumber1: 'abc', contactNumber2: '+966 11 000 0000' }),
      },
      pdf(),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      'changedInfo.contactNumber1': [enUS['validation.phone']],
    });
  });

  it('stores a PNG named .png and serves it as a safe download', async () => {
    const res = await submit(
      'company',
      { licenseNumber: 'C-2', licenseDate: future(300) },
      {
        name: 'document',
        filename: '../../licence scan.png',
        contentType: 'image/png',
        bytes: PNG_BYTES,
      },
    );
    expect(res.statusCode).toBe(201);
    const created = licenceRequestDetailSchema.parse(res.json());
    expect(created.document).toMatchObject({ contentType: 'image/png', name: 'licence scan.png' });
    const [row] = await t.database.db.select().from(files).where(eq(files.id, created.document.id));
    expect(row?.contentType).toBe('image/png');
    const download = await call('company', 'GET', `/api/licenseRequests/${created.id}/document`);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="licence scan.png"/);
    expect(download.rawPayload.equals(PNG_BYTES)).toBe(true);
    // Another organisation: 404; a second pending request: 409.
    expect((await call('office', 'GET', `/api/licenseRequests/${created.id}`)).statusCode).toBe(404);
    expect((await call('office', 'GET', `/api/licenseRequests/${created.id}/document`)).statusCode).toBe(404);
    expect(
      (await submit('company', { licenseNumber: 'C-3', licenseDate: future(300) }, pdf())).statusCode,
    ).toBe(409);
  });

  it('approves in one transaction: organisation, changed info and history; counts rise and fall', async () => {
    const before = { admin: await counts('admin'), expiring: await counts('expiring') };
    const newDate = future(700);
    const res = await submit(
      'expiring',
      {
        licenseNumber: 'EXP-2',
        licenseDate: newDate,
        changedInfo: JSON.stringify({ city: 'Dammam', addressEn: '' }),
      },
      pdf(),
    );
    expect(res.statusCode).toBe(201);
    const { id, organization, changedInfo } = licenceRequestDetailSchema.parse(res.json());
    expect(changedInfo).toEqual({ city: 'Dammam' });
    expect((await counts('admin')).license_requests).toBe(before.admin.license_requests + 1);

    const queue = licenceRequestListSchema.parse(
      (await call('admin', 'GET', '/api/licenseRequests?status=PENDING')).json(),
    );
    expect(queue.items.map((r) => r.id)).toContain(id);
    const own = licenceRequestListSchema.parse(
      (await call('expiring', 'GET', '/api/licenseRequests')).json(),
    );
    expect(own.items.every((r) => r.organization.id === organization.id)).toBe(true);

    expect(
      (await call('admin', 'POST', `/api/licenseRequests/${id}/comments`, { text: 'Please confirm' }))
        .statusCode,
    ).toBe(201);
    expect((await counts('expiring')).license_request_comments).toBe(
      before.expiring.license_request_comments + 1,
    );
    const read = licenceRequestDetailSchema.parse(
      (await call('expiring', 'GET', `/api/licenseRequests/${id}`)).json(),
    );
    expect(read.comments).toHaveLength(1);
    expect((await counts('expiring')).license_request_comments).toBe(
      before.expiring.license_request_comments,
    );

    await call('expiring', 'POST', `/api/licenseRequests/${id}/comments`, { text: 'Confirmed' });
    expect((await counts('admin')).license_request_comments).toBe(before.admin.license_request_comments + 1);
    await call('admin', 'GET', `/api/licenseRequests/${id}`);
    expect((await counts('admin')).license_request_comments).toBe(before.admin.license_request_comments);

    expect((await call('expiring', 'POST', `/api/licenseRequests/${id}/approve`)).statusCode).toBe(403);
    const approved = await call('admin', 'POST', `/api/licenseRequests/${id}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json()).toMatchObject({
      status: 'APPROVED',
      organization: { licenseNumber: 'EXP-2', licenseDate: newDate },
    });
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(org).toMatchObject({ licenseNumber: 'EXP-2', licenseDate: newDate, city: 'Dammam' });
    const history = await t.database.db
      .select()
      .from(recordHistory)
      .where(eq(recordHistory.entityId, organization.id));
    expect(history.some((h) => 'licenseDate' in (h.changes as object))).toBe(true);
    expect((await counts('admin')).license_requests).toBe(before.admin.license_requests);
    // A second decision changes nothing: 409.
    expect((await call('admin', 'POST', `/api/licenseRequests/${id}/approve`)).statusCode).toBe(409);
    const [reason] = reasonOptionsResponseSchema.parse(
      (await call('admin', 'GET', '/api/lookups/reasons/options?kind=LICENCE')).json(),
    );
    expect(
      (await call('admin', 'POST', `/api/licenseRequests/${id}/reject`, { reasonId: reason?.id })).statusCode,
    ).toBe(409);
    const me = (
      await t.app.inject({
        url: '/api/me',
        headers: { authorization: `Bearer ${await t.tokenFor('expiring')}` },
      })
    ).json();
    expect(JSON.stringify(me)).toContain(newDate);
  });

  it('rejects with a licence reason of the lookup and an optional comment; the requester reads it in its language', async () => {
    // The choices come from the reasons lookup's options, as in the admin's dialog.
    const reasons = reasonOptionsResponseSchema.parse(
      (await call('admin', 'GET', '/api/lookups/reasons/options?kind=LICENCE')).json(),
    );
    expect(reasons.length).toBeGreaterThan(0);
    expect(reasons.every((r) => r.kind === 'LICENCE' && r.active)).toBe(true);
    const [suspension] = reasonOptionsResponseSchema.parse(
      (await call('admin', 'GET', '/api/lookups/reasons/options?kind=SUSPENSION')).json(),
    );

    const res = await submit('agency-ph', { licenseNumber: 'PH-9', licenseDate: future(200) }, pdf());
    const { id } = licenceRequestDetailSchema.parse(res.json());
    const reject = (payload: object) => call('admin', 'POST', `/api/licenseRequests/${id}/reject`, payload);
    // A reason is required, and it must be an active licence reason (not a suspension one).
    expect((await reject({})).statusCode).toBe(400);
    expect((await reject({ comment: 'Document unreadable' })).statusCode).toBe(400);
    const wrongKind = await reject({ reasonId: suspension?.id });
    expect(wrongKind.statusCode).toBe(400);
    expect(wrongKind.json().message).toBe('Choose an active licence rejection reason.');

    const reason = reasons[0]!;
    const rejected = await reject({ reasonId: reason.id, comment: '  Scan it again, please.  ' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'REJECTED',
      rejectionReason: { id: reason.id, text: reason.text },
      rejectionComment: 'Scan it again, please.',
    });
    const seen = licenceRequestDetailSchema.parse(
      (await call('agency-ph', 'GET', `/api/licenseRequests/${id}`)).json(),
    );
    expect(seen.rejectionReason?.text).toEqual(reason.text);
    expect(seen.rejectionComment).toBe('Scan it again, please.');

    // Without a comment.
    const other = await submit('agency-ph', { licenseNumber: 'PH-10', licenseDate: future(200) }, pdf());
    const plain = await call(
      'admin',
      'POST',
      `/api/licenseRequests/${licenceRequestDetailSchema.parse(other.json()).id}/reject`,
      {
        reasonId: reason.id,
      },
    );
    expect(plain.json()).toMatchObject({ rejectionReason: { id: reason.id }, rejectionComment: null });
  });

  it('answers a second decision with 409 naming the current status in both languages', async () => {
    const res = await submit('agency-id', { licenseNumber: 'ID-4', licenseDate: future(250) }, pdf());
    const { id } = licenceRequestDetailSchema.parse(res.json());
    expect((await call('admin', 'POST', `/api/licenseRequests/${id}/approve`)).statusCode).toBe(200);
    const again = await call('admin', 'POST', `/api/licenseRequests/${id}/approve`);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This action is not possible: the licence request is now approved.');
    const arabic = await t.app.inject({
      method: 'POST',
      url: `/api/licenseRequests/${id}/approve`,
      headers: { ...(await t.headersFor('admin')), 'accept-language': 'ar-SA' },
    });
    expect(arabic.statusCode).toBe(409);
    expect(arabic.json().message).toBe('لا يمكن تنفيذ هذا الإجراء: حالة طلب الترخيص الآن مقبول.');
    // One history entry of the decision: who, from and to.
    const history = await t.database.db
      .select()
      .from(recordHistory)
      .where(and(eq(recordHistory.entityType, 'licenceRequest'), eq(recordHistory.entityId, id)));
    expect(history).toHaveLength(1);
    expect(history[0]?.changes).toEqual({ status: { from: 'PENDING', to: 'APPROVED' } });
  });

  it('lets one of an approval and a rejection at once win; the other answers 409 and changes nothing', async () => {
    const [reason] = reasonOptionsResponseSchema.parse(
      (await call('admin', 'GET', '/api/lookups/reasons/options?kind=LICENCE')).json(),
    );
    const res = await submit('office', { licenseNumber: 'OF-7', licenseDate: future(320) }, pdf());
    const { id, organization } = licenceRequestDetailSchema.parse(res.json());
    const [approval, rejection] = await Promise.all([
      call('admin', 'POST', `/api/licenseRequests/${id}/approve`),
      call('admin', 'POST', `/api/licenseRequests/${id}/reject`, { reasonId: reason?.id }),
    ]);
    expect([approval.statusCode, rejection.statusCode].sort()).toEqual([200, 409]);
    const winner = approval.statusCode === 200 ? 'APPROVED' : 'REJECTED';
    const loser = approval.statusCode === 200 ? rejection : approval;
    expect(loser.json().message).toBe(
      `This action is not possible: the licence request is now ${winner.toLowerCase()}.`,
    );
    const seen = licenceRequestDetailSchema.parse(
      (await call('admin', 'GET', `/api/licenseRequests/${id}`)).json(),
    );
    expect(seen.status).toBe(winner);
    expect(seen.rejectionReason === null).toBe(winner === 'APPROVED');
    const [org] = await t.database.db
      .select()
      .from(organizations)
      .where(eq(organizations.id, organization.id));
    expect(org?.licenseNumber === 'OF-7').toBe(winner === 'APPROVED');
  });

  it('is closed to roles without licences and to sub-users without organisation write', async () => {
    expect(
      (await submit('employer', { licenseNumber: 'X', licenseDate: future(10) }, pdf())).statusCode,
    ).toBe(403);
    expect((await call('fmol-ph', 'GET', '/api/licenseRequests')).statusCode).toBe(403);
  });
});
