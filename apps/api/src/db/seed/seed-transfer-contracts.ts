import { and, eq, inArray } from 'drizzle-orm';
import { DAY_MS } from '@portal/contracts/constants';
import { EMPLOYER_CITY_LOCATIONS } from '@portal/contracts/employers';
import type { TransferContractStatus } from '@portal/contracts/transfer-contracts/statuses';
import type { Database } from '../client';
import {
  countries,
  employers,
  oldWorkerContracts,
  reasons,
  recordHistory,
  transferContracts,
} from '../schema/index';
import { EMPLOYER_ACCOUNT_NATIONAL_ID } from './demo-employers';
import { peopleOf, type Person } from './seed-request-parties';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The rejection reason the demo's rejected transfer names. */
export const TRANSFER_REJECTION = 'Candidate documents are incomplete';

/**
 * `office`'s demo transfers, one per status, all of old contracts' workers (the admin answers).
 * The office's arrived request (seed-employment-requests) is left without a transfer, for the
 * e2e to transfer it and agency-ph to approve.
 */
const DEMO_TRANSFERS: {
  country: 'PHL' | 'IDN';
  passport: string;
  newEmployer: string;
  status: TransferContractStatus;
  fee: number;
  daysAgo: number;
}[] = [
  {
    country: 'PHL',
    passport: 'P5093316B',
    newEmployer: EMPLOYER_ACCOUNT_NATIONAL_ID,
    status: 'PENDING',
    fee: 3000,
    daysAgo: 2,
  },
  {
    country: 'PHL',
    passport: 'P7710254C',
    newEmployer: '1077889903',
    status: 'APPROVED',
    fee: 4500,
    daysAgo: 9,
  },
  {
    country: 'IDN',
    passport: 'B3120987',
    newEmployer: '1100223344',
    status: 'COMPLETED',
    fee: 2500,
    daysAgo: 30,
  },
  {
    country: 'IDN',
    passport: 'B4471208',
    newEmployer: '2033445566',
    status: 'REJECTED',
    fee: 5000,
    daysAgo: 14,
  },
];

const HOUR_MS = 3_600_000;

/** The old contract's employer as a portal employer: the known row, or one made from its id and name. */
const oldEmployerOf = async (
  tx: Tx,
  contract: typeof oldWorkerContracts.$inferSelect,
  city: string,
  admin: Person,
) => {
  const [known] = await tx.select().from(employers).where(eq(employers.nationalId, contract.employerId));
  if (known) return known;
  const [row] = await tx
    .insert(employers)
    .values({
      nationalId: contract.employerId,
      nameAr: contract.employerName,
      nameEn: contract.employerName,
      mobile: '',
      city: city as (typeof employers.$inferInsert)['city'],
      address: '',
      createdBy: admin.userId,
      updatedBy: admin.userId,
    })
    .returning();
  return row!;
};

/** Added once: nothing when the office already has a transfer. */
export const seedTransferContracts = async (tx: Tx, today = new Date()): Promise<void> => {
  const people = await peopleOf(tx, ['admin', 'office']);
  const office = people.get('office');
  const admin = people.get('admin');
  if (!office || !admin) return;
  const [existing] = await tx
    .select({ id: transferContracts.id })
    .from(transferContracts)
    .where(eq(transferContracts.officeId, office.organizationId))
    .limit(1);
  if (existing) return;
  const [reason] = await tx
    .select({ id: reasons.id })
    .from(reasons)
    .where(eq(reasons.textEn, TRANSFER_REJECTION));
  const countryRows = await tx.select({ id: countries.id, code3: countries.code3 }).from(countries);
  const countryId = new Map(countryRows.map((row) => [row.code3, row.id]));
  const newEmployers = await tx
    .select()
    .from(employers)
    .where(
      inArray(
        employers.nationalId,
        DEMO_TRANSFERS.map((demo) => demo.newEmployer),
      ),
    );
  for (const demo of DEMO_TRANSFERS) {
    const [contract] = await tx
      .select()
      .from(oldWorkerContracts)
      .where(
        and(
          eq(oldWorkerContracts.countryId, countryId.get(demo.country) ?? -1),
          eq(oldWorkerContracts.passportNumber, demo.passport),
        ),
      )
      .limit(1);
    const newEmployer = newEmployers.find((row) => row.nationalId === demo.newEmployer);
    if (!contract || !newEmployer || contract.employerId === newEmployer.nationalId) continue;
    const oldEmployer = await oldEmployerOf(tx, contract, newEmployer.city, admin);
    const createdAt = new Date(today.getTime() - demo.daysAgo * DAY_MS);
    const answeredAt = new Date(createdAt.getTime() + 20 * HOUR_MS);
    const completedAt = new Date(createdAt.getTime() + 3 * DAY_MS);
    const steps: { to: TransferContractStatus; by: Person; at: Date; reason?: number }[] =
      demo.status === 'PENDING'
        ? []
        : demo.status === 'REJECTED'
          ? [{ to: 'REJECTED', by: admin, at: answeredAt, ...(reason && { reason: reason.id }) }]
          : [
              { to: 'APPROVED', by: admin, at: answeredAt },
              ...(demo.status === 'COMPLETED'
                ? [{ to: 'COMPLETED' as const, by: office, at: completedAt }]
                : []),
            ];
    const last = steps.at(-1);
    const [row] = await tx
      .insert(transferContracts)
      .values({
        officeId: office.organizationId,
        agencyId: null,
        countryId: contract.countryId,
        officeLocation: EMPLOYER_CITY_LOCATIONS[newEmployer.city],
        oldContractId: contract.id,
        workerNameAr: contract.workerNameAr,
        workerNameEn: contract.workerNameEn,
        passportNumber: contract.passportNumber,
        oldEmployerId: oldEmployer.id,
        newEmployerId: newEmployer.id,
        fee: demo.fee,
        workerConsent: true,
        workerConsentAt: createdAt,
        status: demo.status,
        reasonId: demo.status === 'REJECTED' ? (reason?.id ?? null) : null,
        completedAt: demo.status === 'COMPLETED' ? completedAt : null,
        rowVersion: 1 + steps.length,
        createdBy: office.userId,
        updatedBy: last?.by.userId ?? office.userId,
        createdAt,
        updatedAt: last?.at ?? createdAt,
      })
      .returning({ id: transferContracts.id });
    let from: TransferContractStatus = 'PENDING';
    await tx.insert(recordHistory).values([
      {
        entityType: 'transferContract',
        entityId: row!.id,
        action: 'create' as const,
        changedBy: office.userId,
        changedAt: createdAt,
        changes: {
          status: { from: null, to: 'PENDING' },
          oldContractId: { from: null, to: contract.id },
          passportNumber: { from: null, to: contract.passportNumber },
          oldEmployerId: { from: null, to: oldEmployer.id },
          newEmployerId: { from: null, to: newEmployer.id },
          fee: { from: null, to: demo.fee },
          workerConsent: { from: null, to: true },
        },
      },
      ...steps.map((step) => {
        const changes = {
          status: { from, to: step.to },
          ...(step.reason !== undefined && { reason: { from: null, to: step.reason } }),
        };
        from = step.to;
        return {
          entityType: 'transferContract',
          entityId: row!.id,
          action: 'update' as const,
          changedBy: step.by.userId,
          changedAt: step.at,
          changes,
        };
      }),
    ]);
  }
};
