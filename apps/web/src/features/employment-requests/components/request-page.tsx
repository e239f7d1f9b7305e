import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import { HistoryPanel } from '../../../components/record/history-panel';
import { BookFlightButton, FlightSummary } from '../../booking';
import { PageFrame } from '../../../components/page-frame';
import { NUMBER_SLOT, withRecordNumber } from '../../../components/record-number';
import { useRequest } from '../api/get-request';
import { idOf, QueryState } from './query-state';
import { RequestActions } from './request-actions';
import { RequestDocument } from './request-document';
import { RequestLinks } from './request-links';
import { RequestSummary, RequestTerms } from './request-summary';

/**
 * `employment-requests/contract/{id}`: the e-contract (in the current language, its PDF in both),
 * status and deadline, the caller's actions, links to the employer, the candidate and the bulk,
 * and the history.
 */
export const RequestPage = () => {
  const { t } = useTranslation();
  const id = idOf(useParams().id);
  const request = useRequest(id);
  if (!request.data)
    return <QueryState id={id} query={request} failed={t('employmentRequests.loadFailed')} />;
  const data = request.data;
  return (
    <PageFrame
      title={withRecordNumber(t('employmentRequests.title', { number: NUMBER_SLOT }), data.number)}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
          <RequestActions request={data} />
          <BookFlightButton request={data} />
        </Stack>
      }
    >
      <RequestLinks request={data} current="contract" />
      <Stack spacing={2}>
        <RequestSummary request={data} />
        <FlightSummary request={data} />
        <RequestTerms request={data} />
        <RequestDocument request={data} />
        <HistoryPanel entityType="employmentRequest" entityId={data.id} />
      </Stack>
    </PageFrame>
  );
};
