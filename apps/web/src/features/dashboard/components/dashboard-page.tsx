import { useDeferredValue, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import Typography from '@mui/material/Typography';
import {
  EMPLOYMENT_REQUEST_STATUSES,
  type EmploymentRequestStatus,
} from '@portal/contracts/employment-requests/schemas';
import type { PartnershipContractStatus } from '@portal/contracts/partnership-contracts/schemas';
import { clearEarlyContent } from '../../../app/early-screen';
import { PageFrame } from '../../../components/page-frame';
import { useFeatureFlags } from '../../../lib/config';
import { useCredentials } from '../../../lib/storage/use-credentials';
import { useDashboardAnalytics } from '../api/get-analytics';
import { useFmolStatistics } from '../api/get-fmol-statistics';
import { useDashboardSummary } from '../api/get-summary';
import { useWaitingClocks } from '../api/get-waiting-clocks';
import { contractListPath, requestListPath } from '../dashboard-links';
import { AnalyticsFigures } from './analytics-section';
import { DashboardAnnouncements } from './dashboard-announcements';
import { DueSection } from './due-section';
import { FmolFigures } from './fmol-section';
import { LicenceSection } from './licence-section';
import { NearestDue } from './nearest-due';
import { DashboardLoading, DashboardSection, SectionState } from './section';
import { StatusSection } from './status-section';
import { WaitingSection } from './waiting-section';

const byStatusOrder = <S extends string>(order: readonly S[], rows: { status: S; count: number }[]) =>
  [...rows].sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status));

/**
 * `/dashboard` (decision 0030): the licence, what waits on the caller, the caller's requests and
 * contracts by status, the deadlines of the week, the announcements; with their flags the
 * requests over time and the FMOL's agency statistics.
 */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const features = useFeatureFlags();
  const role = useCredentials()?.establishment.role;
  const summary = useDashboardSummary();
  const waitingClocks = useWaitingClocks();
  const analytics = useDashboardAnalytics(features.employmentAnalytics);
  const fmol = useFmolStatistics(features.fmolStatistics && role === 'FMOL');
  const summaryError = t('dashboard.summaryError');
  const data = summary.data;
  const ready = !summary.isPending && !waitingClocks.isPending;
  // The licence and what waits on the caller are committed first, the sections below them in a
  // transition that React renders in short tasks: rendered with every section (their tables, charts'
  // places, links) the licence notice, the page's largest paint, waited for one long task on a slow
  // phone (decision 0065). They only add below what is shown: nothing moves.
  const belowShown = useDeferredValue(ready, false);
  useEffect(() => {
    if (ready) clearEarlyContent();
  }, [ready]);

  // The sections differ in height once their figures are in (a chart, a table, a one-line note): they
  // appear together with the summary and the nearest deadlines (a list of up to ten in the first
  // section), requested at the same time, so none moves the others (decision 0050).
  if (!ready)
    return (
      <PageFrame>
        <DashboardLoading />
      </PageFrame>
    );

  return (
    <PageFrame>
      {data ? <LicenceSection licence={data.licence} /> : null}
      <DashboardSection id="dashboard-waiting" title={t('dashboard.waiting.title')}>
        <SectionState query={summary} errorText={summaryError}>
          {() => <WaitingSection summary={data!} />}
        </SectionState>
        <Typography id="dashboard-nearest-due" component="h3" variant="h6" sx={{ mt: 3, mb: 1 }}>
          {t('dashboard.nearestDue.title')}
        </Typography>
        <SectionState
          query={waitingClocks}
          errorText={t('dashboard.nearestDue.error')}
          empty={waitingClocks.data?.total === 0}
          emptyText={t('dashboard.nearestDue.empty')}
        >
          {() => <NearestDue waiting={waitingClocks.data!} />}
        </SectionState>
      </DashboardSection>
      {belowShown ? (
        <>
          {data?.employmentRequests !== null ? (
            <DashboardSection id="dashboard-requests" title={t('dashboard.requests.title')}>
              <SectionState
                query={summary}
                errorText={summaryError}
                empty={data?.employmentRequests?.length === 0}
                emptyText={t('dashboard.requests.empty')}
              >
                {() => (
                  <StatusSection<EmploymentRequestStatus>
                    caption={t('dashboard.requests.caption')}
                    counts={byStatusOrder(EMPLOYMENT_REQUEST_STATUSES, data!.employmentRequests!)}
                    statusLabel={(status) => t(`dashboard.requestStatus.${status}`)}
                    linkOf={requestListPath}
                    testId="requests-status"
                  />
                )}
              </SectionState>
            </DashboardSection>
          ) : null}
          {data?.partnershipContracts !== null ? (
            <DashboardSection id="dashboard-contracts" title={t('dashboard.contracts.title')}>
              <SectionState
                query={summary}
                errorText={summaryError}
                empty={data?.partnershipContracts?.length === 0}
                emptyText={t('dashboard.contracts.empty')}
              >
                {() => (
                  <StatusSection<PartnershipContractStatus>
                    caption={t('dashboard.contracts.caption')}
                    counts={data!.partnershipContracts!}
                    statusLabel={(status) => t(`dashboard.contractStatus.${status}`)}
                    linkOf={contractListPath}
                    testId="contracts-status"
                  />
                )}
              </SectionState>
            </DashboardSection>
          ) : null}
          <DashboardSection id="dashboard-due" title={t('dashboard.due.title')}>
            <SectionState query={summary} errorText={summaryError}>
              {() => <DueSection due={data!.dueThisWeek} />}
            </SectionState>
          </DashboardSection>
          {features.employmentAnalytics ? (
            <DashboardSection id="dashboard-analytics" title={t('dashboard.analytics.title')}>
              <SectionState
                query={analytics}
                errorText={t('dashboard.analytics.error')}
                empty={analytics.data?.rows.length === 0}
                emptyText={t('dashboard.analytics.empty')}
              >
                {() => <AnalyticsFigures analytics={analytics.data!} />}
              </SectionState>
            </DashboardSection>
          ) : null}
          {features.fmolStatistics && role === 'FMOL' ? (
            <DashboardSection id="dashboard-fmol" title={t('dashboard.fmol.title')}>
              <SectionState
                query={fmol}
                errorText={t('dashboard.fmol.error')}
                empty={fmol.data?.agencies.length === 0}
                emptyText={t('dashboard.fmol.empty')}
              >
                {() => <FmolFigures statistics={fmol.data!} />}
              </SectionState>
            </DashboardSection>
          ) : null}
          <DashboardAnnouncements />
        </>
      ) : null}
    </PageFrame>
  );
};
