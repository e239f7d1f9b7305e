import { Suspense } from 'react';
import { useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pathTo } from '@portal/contracts/routes';
import Stack from '@mui/material/Stack';
import type { EmploymentRequestAction } from '@portal/contracts/employment-requests/transitions';
import {
  EMPLOYMENT_REQUEST_ACTION_REASONS,
  EMPLOYMENT_REQUEST_REASON_KINDS,
} from '@portal/contracts/employment-requests/actions-values';
import { EMPLOYMENT_REQUEST_STATUS } from '@portal/contracts/employment-requests/statuses-values';
import { ActionBar, type ActionTexts } from '../../../components/action-bar/action-bar';
import { ClaimPanel } from '../../../components/record/claim-panel';
import { HistoryPanel } from '../../../components/record/history-panel';
import { RecordClocks } from '../../../components/record/record-clocks';
import { ArrivalDialog, BookFlightButton, FlightSummary } from '../../booking';
import { EmployerRecordPanel } from '../../employer-watchlist';
import { PageFrame } from '../../../components/page-frame';
import { NUMBER_SLOT, withRecordNumber } from '../../../components/record-number';
import { useRequest } from '../api/get-request';
import { REQUESTS_URL, requestKeys } from '../api/requests-keys';
import { idOf, RecordQueryState } from '../../../components/record/query-state';
import { RequestDocument } from './request-document';
import { RequestLinks } from './request-links';
import { RequestSummary, RequestTerms } from './request-summary';

const COLORS: Partial<Record<EmploymentRequestAction, ActionTexts['color']>> = {
  accept: 'success',
  acceptDirect: 'success',
  approve: 'success',
  reject: 'error',
  embassyReject: 'error',
  cancel: 'error',
  cancelViaMofa: 'error',
  confirmMofaCancellation: 'error',
};

/** The request of the address (its `:id`), for the request's pages. */
export const useRequestOfAddress = () => {
  const id = idOf(useParams().id);
  return { id, request: useRequest(id) };
};

/** What a request's page shows until its request is there, with the way back to the requests. */
export const RequestQueryState = ({
  id,
  request,
}: {
  id: number;
  request: ReturnType<typeof useRequest>;
}) => {
  const { t } = useTranslation();
  return (
    <RecordQueryState
      id={id}
      query={request}
      failed={t('employmentRequests.loadFailed')}
      backTo={pathTo('employmentRequests')}
    />
  );
};

/**
 * `employment-requests/contract/{id}`: the e-contract (in the current language, its PDF in both),
 * status and deadline, the caller's actions, links to the employer, the candidate and the bulk,
 * and the history.
 */
export const RequestPage = () => {
  const { t } = useTranslation();
  const { id, request } = useRequestOfAddress();
  const client = useQueryClient();
  if (!request.data) return <RequestQueryState id={id} request={request} />;
  const data = request.data;
  return (
    <PageFrame
      title={withRecordNumber(t('employmentRequests.title', { number: NUMBER_SLOT }), data.number)}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <ClaimPanel
            claim={data.claim}
            recordUrl={`${REQUESTS_URL}/${data.id}`}
            // The embassy's pending queue: the officers who may decide it claim it first (decision 0061).
            canClaim={
              data.status === EMPLOYMENT_REQUEST_STATUS.PENDING_EMBASSY && data.actions.includes('approve')
            }
            onChanged={() => client.invalidateQueries({ queryKey: requestKeys.all })}
          />
          <ActionBar
            reasons={EMPLOYMENT_REQUEST_ACTION_REASONS}
            actions={data.actions}
            // Booking the ticket is the Book flight button's (the travel-booking partner books it).
            exclude={['bookTicket']}
            label={t('employmentRequests.actions.label')}
            actionUrl={(action) => `${REQUESTS_URL}/${data.id}/${action}`}
            texts={(action) => ({
              label: t(`employmentRequests.actions.${action}.label`),
              confirmMessage: t(`employmentRequests.actions.${action}.confirm`),
              done: t(`employmentRequests.actions.${action}.done`),
              color: COLORS[action],
            })}
            reasonKind={(action) =>
              EMPLOYMENT_REQUEST_REASON_KINDS[action as keyof typeof EMPLOYMENT_REQUEST_REASON_KINDS]
            }
            forms={{
              arrive: (close) => (
                <Suspense fallback={null}>
                  <ArrivalDialog request={data} onClose={close} />
                </Suspense>
              ),
            }}
            onChanged={() => client.invalidateQueries({ queryKey: requestKeys.all })}
          />
          <BookFlightButton request={data} />
        </Stack>
      }
    >
      <RequestLinks request={data} current="contract" />
      <Stack spacing={2}>
        <RequestSummary request={data} />
        <RecordClocks clocks={data.clocks} />
        <EmployerRecordPanel requestId={data.id} />
        <FlightSummary request={data} />
        <RequestTerms request={data} />
        <RequestDocument request={data} />
        <HistoryPanel entityType="employmentRequest" entityId={data.id} />
      </Stack>
    </PageFrame>
  );
};
