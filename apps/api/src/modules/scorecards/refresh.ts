import { sql } from 'drizzle-orm';
import { LOCAL_OFFICE_ROLES } from '@portal/contracts/roles';
import { ARRIVAL_LIMIT_DAYS } from '@portal/contracts/scorecards';
import type { ResponseDeadlines } from '@portal/contracts/settings';
import type { Database } from '../../db/client';
import { scorecardFigures } from '../../db/schema/index';

/**
 * The figures' keys in `scorecard_figures`: `<answer kind>.onTime` and `<answer kind>.medianHours`
 * per kind of answer, and the contract figures.
 */
export const CONTRACT_FIGURES = {
  cancellations: 'cancellationsPer100Contracts',
  arrivals: 'arrivalsOnTime',
  orders: 'ordersMetOnTime',
  complaints: 'complaintsPer100Contracts',
} as const;

/** The offices' organisation types, as SQL (the complaints figure is theirs). */
const OFFICE_TYPES = sql.join(
  LOCAL_OFFICE_ROLES.map((role) => sql`${role}`),
  sql`, `,
);

/** The kingdom's day of a moment (UTC+3, decision 0038). */
const kingdomDay = (column: string) => sql.raw(`((${column} at time zone 'UTC') + interval '3 hours')::date`);

/**
 * Recomputes every scorecard from the history in one set-based statement (decision 0060) and
 * replaces the stored figures with it, in one transaction (readers see the old or the new set).
 *
 * - Status changes come from `record_history` (`changes.status {from,to}`); each one's start is
 *   the change before it on the same record (`lag`), kept only when that change entered the
 *   status this one leaves.
 * - An answer is a change out of the waiting status: PENDING_AGENCY (the request's agency),
 *   PENDING_EMBASSY (the foreign embassy of the request's country and office location),
 *   PENDING_APPROVAL (the contract's agency). An expiry is an answer owed and not given (late,
 *   no answer time); an office's cancellation while waiting ends the obligation (not counted).
 * - On time: answered within the settings' days × 24 h of entering the status (the rule of
 *   `respondBy`). A partnership contract's answer has no limit in the settings yet.
 * - Contracts: requests that reached CONTRACTED, for their office and their agency; a cancellation
 *   is one that later reached CANCELLED. An arrival is due within 90 days of the contract; events
 *   are the arrivals plus the contracts whose 90 days passed without arrival or earlier cancellation;
 *   the arrival's day is the one recorded with it (`arrivedOn`), else the day it was recorded.
 * - Compliance orders (decision 0059), per office: an order counts once settled either way — the
 *   office reported (or an admin confirmed) before any breach: met on time; breached: not.
 * - Complaints per 100 contracts (decisions 0060, 0063), per office, only where the portal records
 *   complaints (`complaintsRecorded`: the flag `complaints` is on): the complaints the portal keeps
 *   about the office's requests raised by the other side (not the office's own), still in the
 *   tracker, over its contracts; its events are the contracts (every office gets the figure, so a
 *   stored figure says the complaints are counted, a missing one that they are not recorded).
 */
export const refreshScorecards = async (
  db: Database,
  deadlines: ResponseDeadlines,
  now: Date = new Date(),
  options: { complaintsRecorded: boolean } = { complaintsRecorded: false },
): Promise<number> => {
  const at = sql`${now.toISOString()}::timestamptz`;
  const complaintsRecorded = sql.raw(options.complaintsRecorded ? 'true' : 'false');
  const arrivalLimit = sql.raw(`interval '${ARRIVAL_LIMIT_DAYS} days'`);
  return db.transaction(async (tx) => {
    // One refresh at a time: a second one waits, then replaces what the first stored.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('scorecards.refresh'))`);
    // Background work takes one core at most (decision 0060): no parallel workers for its scans, so
    // the people's requests beside it keep the others.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    await tx.delete(scorecardFigures);
    const result = (await tx.execute(sql`
      with status_changes as (
        select h.entity_type, h.entity_id, h.changed_at,
          h.changes->'status'->>'from' as from_status,
          h.changes->'status'->>'to' as to_status,
          h.changes->'arrivedOn'->>'to' as arrived_on,
          lag(h.changed_at) over entity_order as since,
          lag(h.changes->'status'->>'to') over entity_order as entered
        from record_history h
        where h.entity_type in ('employmentRequest', 'partnershipContract', 'complianceOrder')
          and h.changes->'status' is not null
          and h.changed_at <= ${at}
        window entity_order as (partition by h.entity_type, h.entity_id order by h.changed_at, h.id)
      ), answers as (
        select r.agency_id as organization_id, 'agencyRequest' as kind, c.to_status,
          extract(epoch from c.changed_at - c.since) as seconds, ${deadlines.agencyDays}::int as limit_days
        from status_changes c join employment_requests r on r.id = c.entity_id
        where c.entity_type = 'employmentRequest' and c.from_status = 'PENDING_AGENCY'
          and c.entered = 'PENDING_AGENCY'
          and c.to_status in ('PENDING_EMBASSY', 'CONTRACTED', 'REJECTED', 'EXPIRED')
        union all
        select e.id, 'embassyRequest', c.to_status,
          extract(epoch from c.changed_at - c.since), ${deadlines.embassyDays}::int
        from status_changes c join employment_requests r on r.id = c.entity_id
        join organizations e on e.type = 'FOREIGN_EMBASSY' and e.country_id = r.country_id
          and e.office_location = r.office_location
        where c.entity_type = 'employmentRequest' and c.from_status = 'PENDING_EMBASSY'
          and c.entered = 'PENDING_EMBASSY' and c.to_status in ('CONTRACTED', 'REJECTED', 'EXPIRED')
        union all
        select p.agency_id, 'partnershipContract', c.to_status,
          extract(epoch from c.changed_at - c.since), null::int
        from status_changes c join partnership_contracts p on p.id = c.entity_id
        where c.entity_type = 'partnershipContract' and c.from_status = 'PENDING_APPROVAL'
          and c.entered = 'PENDING_APPROVAL' and c.to_status in ('ACTIVE', 'REJECTED')
      ), answer_figures as (
        select organization_id, kind,
          count(*)::int as events,
          count(*) filter (where to_status <> 'EXPIRED' and seconds <= limit_days * 86400)::int as met,
          count(*) filter (where to_status <> 'EXPIRED')::int as answered,
          percentile_cont(0.5) within group (order by seconds / 3600.0)
            filter (where to_status <> 'EXPIRED') as median_hours
        from answers group by organization_id, kind
      ), request_lives as (
        select c.entity_id as request_id,
          min(c.changed_at) filter (where c.to_status = 'CONTRACTED') as contracted_at,
          bool_or(c.to_status = 'CANCELLED') as cancelled,
          min(c.changed_at) filter (where c.to_status in ('CANCELLED', 'PENDING_MOFA_CANCELLATION')) as cancelling_at,
          min(coalesce(c.arrived_on::date, ${kingdomDay('c.changed_at')}))
            filter (where c.to_status = 'ARRIVED') as arrived_on
        from status_changes c where c.entity_type = 'employmentRequest'
        group by c.entity_id
      ), contracts as (
        select r.office_id, r.agency_id, l.cancelled, l.arrived_on,
          l.arrived_on <= ${kingdomDay('l.contracted_at')} + ${ARRIVAL_LIMIT_DAYS}::int as arrived_in_time,
          l.arrived_on is not null or (l.contracted_at + ${arrivalLimit} <= ${at}
            and (l.cancelling_at is null or l.cancelling_at > l.contracted_at + ${arrivalLimit})) as arrival_owed
        from request_lives l join employment_requests r on r.id = l.request_id
        where l.contracted_at is not null
      ), parties as (
        select office_id as organization_id, cancelled, arrived_in_time, arrival_owed from contracts
        union all
        select agency_id, cancelled, arrived_in_time, arrival_owed from contracts
      ), contract_figures as (
        select organization_id,
          count(*)::int as contracts,
          count(*) filter (where cancelled)::int as cancelled,
          count(*) filter (where arrival_owed)::int as arrival_events,
          count(*) filter (where arrived_in_time)::int as arrivals_met
        from parties group by organization_id
      ), order_lives as (
        select o.office_id as organization_id,
          bool_or(c.to_status = 'BREACHED') as breached,
          bool_or(c.to_status in ('REPORTED', 'CONFIRMED')) as complied
        from status_changes c join compliance_orders o on o.id = c.entity_id
        where c.entity_type = 'complianceOrder'
        group by o.id, o.office_id
      ), order_figures as (
        select organization_id,
          count(*) filter (where breached or complied)::int as events,
          count(*) filter (where complied and not breached)::int as met
        from order_lives group by organization_id
      ), office_contracts as (
        select office_id as organization_id, count(*)::int as contracts from contracts group by office_id
      ), complaint_counts as (
        select q.office_id as organization_id, count(*)::int as complaints
        from complaints q
        where ${complaintsRecorded} and q.gone_at is null and q.created_at <= ${at}
          and q.raised_by_organization_id <> q.office_id
        group by q.office_id
      ), complaint_figures as (
        select o.id as organization_id, coalesce(c.contracts, 0) as contracts,
          coalesce(q.complaints, 0) as complaints
        from organizations o
        left join office_contracts c on c.organization_id = o.id
        left join complaint_counts q on q.organization_id = o.id
        where ${complaintsRecorded} and o.type in (${OFFICE_TYPES})
      ), figures as (
        select organization_id, kind || '.onTime' as figure, events,
          case when kind <> 'partnershipContract' then 100.0 * met / events end as value
        from answer_figures
        union all
        select organization_id, kind || '.medianHours', answered, median_hours from answer_figures
        union all
        select organization_id, ${CONTRACT_FIGURES.cancellations}::text, contracts, 100.0 * cancelled / contracts
        from contract_figures
        union all
        select organization_id, ${CONTRACT_FIGURES.arrivals}::text, arrival_events,
          case when arrival_events > 0 then 100.0 * arrivals_met / arrival_events end
        from contract_figures
        union all
        select organization_id, ${CONTRACT_FIGURES.orders}::text, events,
          case when events > 0 then 100.0 * met / events end
        from order_figures
        union all
        select organization_id, ${CONTRACT_FIGURES.complaints}::text, contracts,
          case when contracts > 0 then 100.0 * complaints / contracts end
        from complaint_figures
      ), inserted as (
        insert into scorecard_figures (organization_id, figure, events, value, computed_at)
        select organization_id, figure, events, value, ${at} from figures
        returning 1
      )
      select count(*)::int as figures from inserted
    `)) as unknown as { rows: { figures: number }[] };
    return Number(result.rows[0]?.figures ?? 0);
  });
};
