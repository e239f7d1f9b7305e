import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PARTNERSHIP_CONTRACT_STATUS } from '@portal/contracts/partnership-contracts/transitions';
import type { Database } from '../../db/client';
import {
  countries,
  organizations,
  partnershipContractVersions,
  partnershipContracts,
} from '../../db/schema/index';

/** In force: approved and not cancelled (a cancellation that waits on the other party leaves it in force). */
const IN_FORCE = [PARTNERSHIP_CONTRACT_STATUS.ACTIVE, PARTNERSHIP_CONTRACT_STATUS.PENDING_CANCELLATION];

const counterparty = alias(organizations, 'counterparty');

export type PublicPartnership = {
  counterpartyId: number;
  counterpartyKind: string;
  counterpartyNameAr: string;
  counterpartyNameEn: string;
  counterpartyLicensed: boolean;
  countryCode3: string | null;
  countryNameAr: string | null;
  countryNameEn: string | null;
  since: Date;
};

/**
 * The partnership contracts in force of an office or agency, with the other party's organisation and
 * the day the contract was first approved (its creation day when no approved version is recorded),
 * oldest first: what the public registry shows (decision 0052). No terms, fees or people.
 */
export const findPartnershipsInForce = async (
  db: Database,
  organizationId: number,
): Promise<PublicPartnership[]> => {
  const c = partnershipContracts;
  const firstApproval =
    sql<Date>`coalesce((select min(${partnershipContractVersions.approvedAt}) from ${partnershipContractVersions} where ${partnershipContractVersions.contractId} = ${c.id}), ${c.createdAt})`.mapWith(
      c.createdAt,
    );
  return db
    .select({
      counterpartyId: counterparty.id,
      counterpartyKind: counterparty.type,
      counterpartyNameAr: counterparty.nameAr,
      counterpartyNameEn: counterparty.nameEn,
      counterpartyLicensed: sql<boolean>`${counterparty.licenseNumber} is not null`,
      countryCode3: countries.code3,
      countryNameAr: countries.nameAr,
      countryNameEn: countries.nameEn,
      since: firstApproval,
    })
    .from(c)
    .innerJoin(
      counterparty,
      sql`${counterparty.id} = case when ${c.officeId} = ${organizationId} then ${c.agencyId} else ${c.officeId} end`,
    )
    .leftJoin(countries, eq(countries.id, counterparty.countryId))
    .where(
      and(
        or(eq(c.officeId, organizationId), eq(c.agencyId, organizationId)),
        inArray(c.status, [...IN_FORCE]),
      ),
    )
    .orderBy(asc(firstApproval), asc(c.id));
};
