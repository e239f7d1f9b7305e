import type { Language } from '@portal/contracts/constants';
import type {
  RegistryListQuery,
  RegistryListResponse,
  RegistryOrganization,
} from '@portal/contracts/public-registry';
import { ORGANIZATION_STATUS } from '@portal/contracts/organizations';
import type { Database } from '../../db/client';
import { notFound } from '../../lib/errors';
import { findLicenceRenewals } from '../license-requests/public-renewals';
import { findRegistryOrganization, findRegistryPage } from '../organizations/public-registry-reads';
import { findPartnershipsInForce } from '../partnership-contracts/public-partnerships';
import { publicScorecard } from '../scorecards/public-scorecard';
import { findSuspensionPeriods } from '../suspensions/public-history';
import { historyOf, suspensionInForce, toEntry, toPartnership } from './present';

/** One page of the registry, sorted by name in the asker's language. */
export const searchRegistry = async (
  db: Database,
  query: RegistryListQuery,
  language: Language,
  now = new Date(),
): Promise<RegistryListResponse> => {
  const { rows, total } = await findRegistryPage(db, query, language);
  return { items: rows.map((row) => toEntry(row, now)), total, page: query.page, size: query.size };
};

/** A listed organisation's page; an unlisted or unknown id answers 404. */
export const registryOrganization = async (
  db: Database,
  id: number,
  now = new Date(),
): Promise<RegistryOrganization> => {
  const row = await findRegistryOrganization(db, id);
  if (!row) throw notFound('publicRegistry.notFound');
  const [periods, renewals, partnerships, scorecard] = await Promise.all([
    findSuspensionPeriods(db, id),
    findLicenceRenewals(db, id),
    findPartnershipsInForce(db, id),
    publicScorecard(db, { id, type: row.kind }),
  ]);
  const entry = toEntry(row, now);
  return {
    ...entry,
    suspension: entry.status === ORGANIZATION_STATUS.SUSPENDED ? suspensionInForce(periods, now) : null,
    history: historyOf(row, periods, renewals, now),
    partnerships: partnerships.map(toPartnership),
    scorecard,
  };
};
