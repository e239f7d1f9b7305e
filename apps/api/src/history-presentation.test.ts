import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { todayInKingdom } from '@portal/contracts/constants';
import { FEATURE_FLAG_NAMES } from '@portal/contracts/feature-flags';
import type { FieldChanges, HistoryEntry, HistoryValue } from '@portal/contracts/history';
import { addMonths } from '@portal/contracts/hr-pool/candidates';
import { countries, jobs, reasons, recordHistory } from './db/schema/index';
import { multipartBody } from './platform/uploads/multipart-body.test-support';
import { BOOKKEEPING_FIELDS, type HistoryFields } from './platform/history/fields';
import { listHistory, type HistoryEntityType } from './platform/history/service';
import { ANNOUNCEMENT_HISTORY_FIELDS } from './modules/announcements/history-fields';
import { CONTRACT_TEMPLATE_HISTORY_FIELDS } from './modules/contract-templates/history-fields';
import { EMPLOYER_HISTORY_FIELDS } from './modules/employers/history-fields';
import { INCIDENT_HISTORY_FIELDS } from './modules/incidents/history-fields';
import { PUBLIC_HOLIDAY_HISTORY_FIELDS } from './modules/public-holidays/history-fields';
import { WATCHLIST_HISTORY_FIELDS } from './modules/employer-watchlist/history-fields';
import { REQUEST_HISTORY_FIELDS } from './modules/employment-requests/history-fields';
import {
  loadWizardFixtures,
  newWorld,
  submitBody,
} from './modules/employment-requests/wizard-fixtures.test-support';
import { CANDIDATE_HISTORY_SHOWN } from './modules/hr-pool-candidates/history-fields';
import { COUNTRY_HISTORY_FIELDS } from './modules/lookups-countries/history-fields';
import { JOB_HISTORY_FIELDS } from './modules/lookups-jobs/history-fields';
import { LIMIT_HISTORY_FIELDS } from './modules/lookups-organization-limits/history-fields';
import { QUOTA_HISTORY_FIELDS } from './modules/lookups-quotas/history-fields';
import { REASON_HISTORY_FIELDS } from './modules/lookups-reasons/history-fields';
import { ORGANIZATION_HISTORY_FIELDS } from './modules/organizations/history-fields';
import { contractBody, loadFixtures } from './modules/partnership-contracts/contract-fixtures.test-support';
import { CONTRACT_HISTORY_FIELDS } from './modules/partnership-contracts/history-fields';
import { COMPLIANCE_ORDER_HISTORY_FIELDS } from './modules/compliance-orders/history-fields';
import { settingHistoryFields } from './modules/settings/history-fields';
import { TRANSFER_HISTORY_FIELDS } from './modules/transfer-contracts/history-fields';
import { VISA_HISTORY_SHOWN } from './modules/visas/history-fields';
import type { Database } from './db/client';
import { callAs } from './test-support/call-as';
import { createTestApp, type TestApp } from './test-support/test-app';
import { mariaPerson } from './modules/hr-pool-candidates/candidate-fixtures.test-support';

/** Every record type with a history route, and the fields its module declares (spec §8). */
const DECLARED: Record<string, HistoryFields | ((db: Database, id: number) => Promise<HistoryFields>)> = {
  job: JOB_HISTORY_FIELDS,
  country: COUNTRY_HISTORY_FIELDS,
  reason: REASON_HISTORY_FIELDS,
  countryQuota: QUOTA_HISTORY_FIELDS,
  organizationLimit: LIMIT_HISTORY_FIELDS,
  setting: settingHistoryFields,
  announcement: ANNOUNCEMENT_HISTORY_FIELDS,
  visa: VISA_HISTORY_SHOWN,
  organization: ORGANIZATION_HISTORY_FIELDS,
  partnershipContract: CONTRACT_HISTORY_FIELDS,
  candidate: CANDIDATE_HISTORY_SHOWN,
  employer: EMPLOYER_HISTORY_FIELDS,
  employmentRequest: REQUEST_HISTORY_FIELDS,
  transferContract: TRANSFER_HISTORY_FIELDS,
  contractTemplate: CONTRACT_TEMPLATE_HISTORY_FIELDS,
  watchlistEntry: WATCHLIST_HISTORY_FIELDS,
  publicHoliday: PUBLIC_HOLIDAY_HISTORY_FIELDS,
  incident: INCIDENT_HISTORY_FIELDS,
  complianceOrder: COMPLIANCE_ORDER_HISTORY_FIELDS,
};

/** Every key of the web catalogues (the app's and each feature's), in both languages. */
const catalogueKeys = (language: string): Set<string> => {
  const web = join(__dirname, '../../web');
  const files = [join(web, 'public/locales', `${language}.json`)];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (path.endsWith(join('locales', `${language}.json`))) files.push(path);
    }
  };
  walk(join(web, 'src/features'));
  const keys = new Set<string>();
  const flatten = (value: unknown, prefix: string) => {
    if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key);
    else keys.add(prefix);
  };
  for (const file of files) flatten(JSON.parse(readFileSync(file, 'utf8')), '');
  return keys;
};
const KEYS = { en: catalogueKeys('en-US'), ar: catalogueKeys('ar-SA') };

const ISO_TIMESTAMP = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** What a presented value may not be: a text that is an ISO timestamp or an object, a missing label. */
const valueProblems = (value: HistoryValue | null, where: string): string[] => {
  if (value === null) return [];
  switch (value.kind) {
    case 'text':
      return ISO_TIMESTAMP.test(value.text) || value.text.includes('[object')
        ? [`${where}: raw text ${value.text}`]
        : [];
    case 'label':
      return KEYS.en.has(value.key) && KEYS.ar.has(value.key)
        ? []
        : [`${where}: no catalogue text ${value.key}`];
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value.date) ? [] : [`${where}: not a day ${value.date}`];
    case 'datetime':
      return Number.isNaN(Date.parse(value.at)) ? [`${where}: not a moment ${value.at}`] : [];
    case 'fields':
      return value.fields.flatMap((shown) => [
        ...labelProblems(shown.label, where),
        ...valueProblems(shown.value, `${where} › ${shown.label}`),
      ]);
    case 'list':
      return value.items.flatMap((item) => valueProblems(item, where));
    default:
      return [];
  }
};

const labelProblems = (label: string, where: string): string[] =>
  KEYS.en.has(label) && KEYS.ar.has(label) ? [] : [`${where}: label ${label} is not a catalogue text`];

/** A stored reference id (`…Id`, a reason) must read as a name or number, never as the bare id. */
const bareIds = (changes: FieldChanges): Set<string> =>
  new Set(
    Object.entries(changes).flatMap(([field, change]) =>
      /Id$|^reason$/.test(field)
        ? [change.from, change.to].filter((value) => typeof value === 'number').map(String)
        : [],
    ),
  );

const entryProblems = (type: string, fields: HistoryFields, entry: HistoryEntry): string[] => {
  const where = `${type} entry ${entry.id}`;
  const undeclared = Object.keys(entry.changes).filter(
    (field) => !(field in fields) && !BOOKKEEPING_FIELDS.includes(field),
  );
  const ids = bareIds(entry.changes);
  const shownNumbers = JSON.stringify(entry.shown).match(/"(?:text|value)":(?:"(\d+)"|(\d+))/g) ?? [];
  return [
    ...undeclared.map((field) => `${where}: ${field} is recorded but not declared (shown or internal)`),
    ...(JSON.stringify(entry.shown).includes('[object') ? [`${where}: [object Object]`] : []),
    ...shownNumbers
      .map((match) => match.replace(/\D/g, ''))
      .filter((digits) => ids.has(digits))
      .map((digits) => `${where}: the bare id ${digits} of a reference`),
    ...entry.shown.flatMap((shown) => [
      ...labelProblems(shown.label, where),
      ...(Object.keys(entry.changes).includes(shown.label)
        ? [`${where}: raw field name ${shown.label}`]
        : []),
      ...valueProblems(shown.from, `${where} ${shown.label}`),
      ...valueProblems(shown.to, `${where} ${shown.label}`),
    ]),
  ];
};

describe('history as a person reads it', { timeout: 180_000 }, () => {
  let t: TestApp;
  const uploads = mkdtempSync(join(tmpdir(), 'history-uploads-'));
  beforeAll(async () => {
    process.env.UPLOADS_DIR = uploads;
    // Every feature on: every record type's screens (the visas lookup is behind a flag).
    t = await createTestApp({ env: { FEATURE_FLAGS: FEATURE_FLAG_NAMES.join(',') } });
  });
  afterAll(async () => {
    await t?.close();
    delete process.env.UPLOADS_DIR;
    rmSync(uploads, { recursive: true, force: true });
  });

  /** A real change of every record type, made the way the screens make it. */
  const makeChanges = async () => {
    const call = callAs(t);
    const ok = async (response: Promise<{ statusCode: number; body: string; json: () => unknown }>) => {
      const res = await response;
      expect(res.statusCode, res.body).toBeLessThan(300);
      return res.json() as { id: number } & Record<string, unknown>;
    };
    const reasonOf = async (kind: 'REJECTION' | 'SUSPENSION') =>
      (
        await t.database.db
          .select({ id: reasons.id })
          .from(reasons)
          .where(and(eq(reasons.kind, kind), eq(reasons.active, true)))
          .orderBy(asc(reasons.id))
          .limit(1)
      )[0]!.id;
    const openJob = (
      await t.database.db
        .select({ id: jobs.id })
        .from(jobs)
        .where(and(eq(jobs.active, true), isNull(jobs.minAge), isNull(jobs.maxAge)))
        .limit(1)
    )[0]!.id;

    // Lookups, settings, announcements.
    const job = await ok(
      call('admin', 'POST', '/api/lookups/jobs', {
        code: `H-${Date.now() % 1e6}`,
        nameAr: 'مهنة السجل',
        nameEn: 'History career',
        allowedGender: 'FEMALE',
        minAge: 21,
      }),
    );
    await ok(call('admin', 'POST', `/api/lookups/jobs/${job.id}/deactivate`));
    await ok(
      call('admin', 'POST', '/api/lookups/reasons', { kind: 'REJECTION', textAr: 'سبب', textEn: 'A reason' }),
    );
    const f = await loadWizardFixtures(t);
    // A contract template created, then saved as a new version (decision 0053).
    const [kenya] = await t.database.db
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.code3, 'KEN'));
    const wording = {
      officeClausesAr: ['يسدد المكتب الرسوم'],
      officeClausesEn: ['The office pays the fees'],
      agencyClausesAr: ['تدرب الوكالة العامل'],
      agencyClausesEn: ['The agency trains the worker'],
      paymentTermsAr: 'عند الوصول',
      paymentTermsEn: 'On arrival',
      inForceFrom: '2026-01-01',
    };
    const template = await ok(
      call('admin', 'POST', '/api/contract-templates', { countryId: kenya!.id, ...wording }),
    );
    await ok(
      call('admin', 'PUT', `/api/contract-templates/${template.id}`, {
        ...wording,
        officeClausesEn: ['The office pays the fees within a month'],
        rowVersion: template.rowVersion,
      }),
    );
    await ok(call('admin', 'POST', `/api/lookups/countries/${f.country.IDN}/deactivate`));
    await ok(call('admin', 'POST', `/api/lookups/countries/${f.country.IDN}/activate`));
    await ok(
      call('admin', 'POST', '/api/lookups/quotas', {
        countryId: f.country.PHL,
        month: '2031-07',
        maximum: 7,
      }),
    );
    await ok(
      call('admin', 'POST', '/api/lookups/organization-limits', {
        organizationId: f.org.company,
        countryId: f.country.IDN,
        maximum: 9,
      }),
    );
    await ok(
      call('admin', 'PUT', '/api/settings/responseDeadlines', { value: { agencyDays: 9, embassyDays: 11 } }),
    );
    await ok(call('admin', 'PUT', '/api/settings/licenceWarningDays', { value: 45 }));
    await ok(
      call('admin', 'POST', '/api/announcements', {
        titleAr: 'إعلان',
        titleEn: 'Notice',
        bodyAr: '<p>نص</p>',
        bodyEn: '<p>Text</p>',
        audiencePublic: true,
        audienceRoles: ['EPRO', 'PRO_OFFICE'],
        visibleFrom: todayInKingdom(),
        visibleTo: addMonths(todayInKingdom(), 1),
      }),
    );
    await ok(
      call('admin', 'POST', '/api/visas', {
        number: `7${String(Date.now()).slice(-9)}`,
        employerId: '1012345672',
        countryId: f.country.PHL,
        gender: 'FEMALE',
        jobId: openJob,
        issueDate: todayInKingdom(),
        expiryDate: addMonths(todayInKingdom(), 12),
      }),
    );

    // An organisation suspended and lifted.
    const suspension = await ok(
      call('admin', 'POST', '/api/suspensions', {
        organizationId: f.org.company,
        reasonId: await reasonOf('SUSPENSION'),
        startsOn: todayInKingdom(),
        endsOn: addMonths(todayInKingdom(), 1),
      }),
    );
    await ok(call('admin', 'POST', `/api/suspensions/${suspension.id}/lift`));
    // The office's user completes its organisation's profile, on the version /api/me gave it.
    const me = await call('office', 'GET', '/api/me');
    const version = Number(/"rowVersion":(\d+)/.exec(me.body)?.[1]);
    await ok(
      call('office', 'PUT', '/api/me/organization', {
        rowVersion: version,
        addressEn: 'King Fahd Road, Riyadh',
        bankName: 'Saudi National Bank',
        iban: 'SA0380000000608010167519',
        responsiblePersonEn: 'Huda Al-Harbi',
        contactNumber1: '0114600000',
        contactNumber2: '0114600001',
        city: 'Riyadh',
      }),
    );

    // A partnership contract created with its lines, sent and rejected with a reason.
    const contractFixtures = await loadFixtures(t);
    const contract = await ok(
      call('office', 'POST', '/api/partnership/contracts/create', contractBody(contractFixtures)),
    );
    // A draft's edit (its terms as a group) carries the row version the form read.
    await ok(
      callAs(t)('office', 'PUT', `/api/partnership/contracts/${contract.id}`, {
        ...contractBody(contractFixtures, 'agencyPh', 1650),
      }),
    );
    await ok(call('office', 'POST', `/api/partnership/contracts/${contract.id}/sendForApproval`));
    await ok(
      call(
        'agency-ph',
        'POST',
        `/api/partnership/contracts/${contract.id}/reject?reasonId=${contractFixtures.reason.rejection}`,
      ),
    );

    // A candidate added by its agency.
    const candidateForm = multipartBody({
      data: JSON.stringify({
        passportNumber: `HX${Date.now() % 1e7}`,
        passportExpiry: addMonths(todayInKingdom(), 30),
        ...mariaPerson(),
        jobId: openJob,
        experienceYears: 4,
        languages: ['en', 'tl'],
        education: 'SECONDARY',
        expectedSalary: 1500,
      }),
    });
    await ok(
      t.app.inject({
        method: 'POST',
        url: '/api/hr-pool/candidates',
        headers: { ...(await t.headersFor('agency-ph')), ...candidateForm.headers },
        payload: candidateForm.payload,
      }),
    );

    // An employment request (its employer, visa and candidate with it), rejected with a reason.
    const world = await newWorld(t, f);
    const submitted = await ok(
      call(
        'office',
        'POST',
        '/api/employment-requests',
        submitBody(world.nationalId, [
          { visaId: (await world.visa()).id, candidateId: (await world.candidate()).id },
        ]),
      ),
    );
    const requestId = (submitted as unknown as { ids: number[] }).ids[0]!;
    await ok(
      call('agency-ph', 'POST', `/api/employment-requests/${requestId}/reject`, {
        reasonId: await reasonOf('REJECTION'),
      }),
    );

    // A watchlist flag for one country, its next review and its lifting (decision 0062).
    const [watchlistReason] = await t.database.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, 'WATCHLIST'), eq(reasons.active, true)))
      .limit(1);
    const flag = await ok(
      call('admin', 'POST', '/api/employer-watchlist', {
        nationalId: world.nationalId,
        reasonId: watchlistReason!.id,
        countryId: f.country.IDN,
        reviewOn: todayInKingdom(),
      }),
    );
    await ok(
      call('admin', 'PUT', `/api/employer-watchlist/${flag.id}/review`, {
        reviewOn: todayInKingdom(new Date(Date.now() + 30 * 86_400_000)),
        rowVersion: 1,
      }),
    );
    await ok(
      call('admin', 'POST', `/api/employer-watchlist/${flag.id}/lift`, {
        liftReason: 'Settled',
        rowVersion: 2,
      }),
    );

    // A public holiday moved to another day, an incident recorded open and closed (decision 0057).
    const holiday = await ok(
      call('admin', 'POST', '/api/public-holidays', { day: '2032-01-05', nameAr: 'عطلة', nameEn: 'Holiday' }),
    );
    await ok(
      call('admin', 'PUT', `/api/public-holidays/${holiday.id}`, {
        day: '2032-01-06',
        nameAr: 'عطلة',
        nameEn: 'Holiday',
        rowVersion: 1,
      }),
    );
    const outage = {
      scope: 'travel',
      startedAt: new Date(Date.now() - 3_600_000).toISOString(),
      descriptionAr: 'توقف',
      descriptionEn: 'Down',
    };
    const incident = await ok(call('admin', 'POST', '/api/incidents', outage));
    await ok(
      call('admin', 'PUT', `/api/incidents/${incident.id}`, {
        ...outage,
        endedAt: new Date().toISOString(),
        rowVersion: 1,
      }),
    );

    // A compliance order on a complaint about that request: decided, reported, confirmed (decision 0059).
    const [complaintReason] = await t.database.db
      .select({ id: reasons.id })
      .from(reasons)
      .where(and(eq(reasons.kind, 'COMPLAINT'), eq(reasons.active, true)))
      .limit(1);
    const { token } = (await ok(call('office', 'GET', '/api/complaints/jwt'))) as unknown as {
      token: string;
    };
    const { subject } = (await ok(
      call('office', 'POST', '/api/complaints/subject', {
        employmentRequestId: requestId,
        reasonId: complaintReason!.id,
      }),
    )) as unknown as { subject: string };
    const complaint = await ok(
      t.app.inject({
        method: 'POST',
        url: '/connector/issue-tracker/api/complaints',
        headers: { authorization: `Bearer ${token}` },
        payload: { subject, description: 'Not as agreed' },
      }),
    );
    const order = await ok(
      call('admin', 'POST', '/api/compliance-orders', {
        complaintId: complaint.id,
        textAr: 'نفذ الاتفاق',
        textEn: 'Keep the agreement',
        suspensionReasonId: await reasonOf('SUSPENSION'),
      }),
    );
    await ok(call('office', 'POST', `/api/compliance-orders/${order.id}/report`));
    await ok(call('admin', 'POST', `/api/compliance-orders/${order.id}/confirm`));
  };

  it('shows, for a real change of every record type, labels and display values only', async () => {
    await makeChanges();
    const spec = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    const routed = Object.keys(spec.paths)
      .map((path) => /^\/api\/history\/(\w+)\//.exec(path)?.[1])
      .filter((type): type is string => type !== undefined)
      .sort();
    expect(routed).toEqual(Object.keys(DECLARED).sort());

    const db = t.database.db;
    const problems: string[] = [];
    for (const [type, declared] of Object.entries(DECLARED)) {
      const rows = await db
        .selectDistinct({ id: recordHistory.entityId })
        .from(recordHistory)
        .where(eq(recordHistory.entityType, type));
      let changes = 0;
      for (const { id } of rows) {
        const fields = typeof declared === 'function' ? await declared(db, id) : declared;
        const page = await listHistory(db, type as HistoryEntityType, fields, id, 0, 100);
        for (const entry of page.items) {
          changes += entry.shown.length;
          problems.push(...entryProblems(type, fields, entry));
        }
      }
      if (changes === 0) problems.push(`${type}: no shown change to check`);
    }
    expect(problems).toEqual([]);
  });
});
