import { and, asc, eq, inArray } from 'drizzle-orm';
import { storeContractLines, storeVersion } from '../../modules/partnership-contracts/service';
import type { Database } from '../client';
import {
  establishments,
  jobs,
  memberships,
  organizations,
  partnershipContracts,
  users,
} from '../schema/index';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export type Person = { userId: number; organizationId: number };

/** Each demo username's user and first organisation. */
export const peopleOf = async (tx: Tx, usernames: string[]): Promise<Map<string, Person>> => {
  const rows = await tx
    .select({ username: users.username, userId: users.id, organizationId: establishments.organizationId })
    .from(users)
    .innerJoin(memberships, eq(memberships.userId, users.id))
    .innerJoin(establishments, eq(establishments.id, memberships.establishmentId))
    .where(inArray(users.username, usernames))
    .orderBy(asc(memberships.id));
  const found = new Map<string, Person>();
  for (const row of rows) if (!found.has(row.username)) found.set(row.username, row);
  return found;
};

const OBLIGATIONS = {
  officeObligationsAr: 'يلتزم المكتب بسداد رسوم الاستقدام في مواعيدها واستقبال العمالة عند وصولها.',
  officeObligationsEn: 'The office pays the recruitment fees on time and receives the workers on arrival.',
  agencyObligationsAr: 'تلتزم الوكالة بتقديم عمالة مؤهلة بفحص طبي معتمد ووثائق سفر سارية.',
  agencyObligationsEn:
    'The agency provides qualified workers with an approved medical check and valid travel documents.',
};

/** The careers of the wizard's demo visas: housemaids (women) and domestic workers (men). */
const LINES = [
  {
    code: '911101',
    gender: 'FEMALE' as const,
    monthlySalary: 1_500,
    paymentTerms: '50% on signing, 50% on arrival',
    paymentTermsAr: '50٪ عند التوقيع و50٪ عند الوصول',
  },
  {
    code: '911102',
    gender: 'MALE' as const,
    monthlySalary: 1_800,
    paymentTerms: 'In full on arrival',
    paymentTermsAr: 'كاملة عند الوصول',
  },
];

/** A demo partnership contract with its price lines, inserted as the wizard stores one; answers its id. */
export const insertDemoContract = async (
  tx: Tx,
  values: typeof partnershipContracts.$inferInsert,
  lines: Parameters<typeof storeContractLines>[2],
): Promise<number> => {
  const [row] = await tx
    .insert(partnershipContracts)
    .values(values)
    .returning({ id: partnershipContracts.id });
  await storeContractLines(tx, row!.id, lines);
  return row!.id;
};

/** What the first approval gives a demo contract: its number and its approved version. */
export const approveDemoContract = async (tx: Tx, id: number, approvedBy: number): Promise<void> => {
  await tx
    .update(partnershipContracts)
    .set({ number: `PC-${String(id).padStart(7, '0')}` })
    .where(eq(partnershipContracts.id, id));
  await storeVersion(tx, id, approvedBy);
};

/**
 * The ACTIVE partnership contract between the office and the agency (the oldest), made with an
 * approved version when there is none: the wizard needs one for each demo agency.
 */
export const ensureActiveContract = async (tx: Tx, office: Person, agency: Person): Promise<number> => {
  const [active] = await tx
    .select({ id: partnershipContracts.id })
    .from(partnershipContracts)
    .where(
      and(
        eq(partnershipContracts.officeId, office.organizationId),
        eq(partnershipContracts.agencyId, agency.organizationId),
        eq(partnershipContracts.status, 'ACTIVE'),
      ),
    )
    .orderBy(asc(partnershipContracts.id))
    .limit(1);
  if (active) return active.id;
  const [organization] = await tx
    .select({ countryId: organizations.countryId })
    .from(organizations)
    .where(eq(organizations.id, agency.organizationId));
  const jobRows = await tx
    .select({ id: jobs.id, code: jobs.code })
    .from(jobs)
    .where(
      inArray(
        jobs.code,
        LINES.map((line) => line.code),
      ),
    );
  const id = await insertDemoContract(
    tx,
    {
      officeId: office.organizationId,
      agencyId: agency.organizationId,
      countryId: organization!.countryId!,
      status: 'ACTIVE',
      ...OBLIGATIONS,
      createdBy: office.userId,
      updatedBy: agency.userId,
    },
    LINES.map((line) => ({
      jobId: jobRows.find((job) => job.code === line.code)!.id,
      gender: line.gender,
      recruitmentFee: 12_000,
      monthlySalary: line.monthlySalary,
      paymentTerms: line.paymentTerms,
      paymentTermsAr: line.paymentTermsAr,
    })),
  );
  await approveDemoContract(tx, id, agency.userId);
  return id;
};
