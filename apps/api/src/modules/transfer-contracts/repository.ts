import { aliasedTable, and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  countries,
  employers,
  oldWorkerContracts,
  organizations,
  reasons,
  transferContracts as transfers,
} from '../../db/schema/index';
import type { Executor } from '../../platform/history/service';

const office = aliasedTable(organizations, 'office');
const agency = aliasedTable(organizations, 'agency');
const oldEmployer = aliasedTable(employers, 'old_employer');
const newEmployer = aliasedTable(employers, 'new_employer');

export type TransferRow = typeof transfers.$inferSelect;
export type EmployerRow = typeof employers.$inferSelect;

const named = (table: typeof office) => ({
  id: table.id,
  nameAr: table.nameAr,
  nameEn: table.nameEn,
  licenseNumber: table.licenseNumber,
});

const viewColumns = {
  transfer: transfers,
  office: named(office),
  agency: named(agency),
  country: { id: countries.id, nameAr: countries.nameAr, nameEn: countries.nameEn },
  oldEmployer,
  newEmployer,
  oldContractNumber: oldWorkerContracts.contractNumber,
  reason: { id: reasons.id, textAr: reasons.textAr, textEn: reasons.textEn },
};

type Named = { id: number; nameAr: string; nameEn: string; licenseNumber: string | null };

/** A transfer with everything its record, list row and PDF name. */
export type TransferView = {
  transfer: TransferRow;
  office: Named;
  agency: Named | null;
  country: { id: number; nameAr: string; nameEn: string };
  oldEmployer: EmployerRow;
  newEmployer: EmployerRow;
  oldContractNumber: string | null;
  reason: { id: number; textAr: string; textEn: string } | null;
};

export const selectTransferViews = (db: Database | Executor) =>
  db
    .select(viewColumns)
    .from(transfers)
    .innerJoin(office, eq(office.id, transfers.officeId))
    .leftJoin(agency, eq(agency.id, transfers.agencyId))
    .innerJoin(countries, eq(countries.id, transfers.countryId))
    .innerJoin(oldEmployer, eq(oldEmployer.id, transfers.oldEmployerId))
    .innerJoin(newEmployer, eq(newEmployer.id, transfers.newEmployerId))
    .leftJoin(oldWorkerContracts, eq(oldWorkerContracts.id, transfers.oldContractId))
    .leftJoin(reasons, eq(reasons.id, transfers.reasonId));

/** One transfer within the caller's visibility (undefined: all), or undefined. */
export const findTransferView = async (
  db: Database | Executor,
  id: number,
  visible: SQL | undefined,
): Promise<TransferView | undefined> => {
  const [row] = await selectTransferViews(db)
    .where(and(eq(transfers.id, id), visible))
    .limit(1);
  return row;
};

/** Whether the transfer exists within the caller's visibility (the history route's check). */
export const transferVisible = async (db: Database | Executor, id: number, visible: SQL | undefined) => {
  const [row] = await db
    .select({ id: transfers.id })
    .from(transfers)
    .where(and(eq(transfers.id, id), visible))
    .limit(1);
  return row !== undefined;
};
