import { Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import { Skeleton } from '../skeleton';
import type { RouteId } from '@portal/contracts/routes';
import { useCanOpen } from '../../lib/auth/use-can-open';
import { HistoryPanel } from '../record/history-panel';
import { PageFrame } from '../page-frame';

type LookupRecord = { id: number; updatedAt: string };

export type LookupRecordPageProps<T extends LookupRecord, L> = {
  /** The record's query hook (`useJob(id, enabled)`). */
  useRecord: (id: number, enabled: boolean) => { data?: T | undefined; isError: boolean };
  /** The page's labels (title, summary); may depend on the record once it is loaded. */
  useLabels: (record: T | undefined) => L;
  /** The message key shown when the id is not a record (e.g. `jobs.notFound`). */
  notFoundKey: string;
  /** The route whose rule allows changes (the lookup's add page: LOOKUP WRITE). */
  writeRoute: RouteId;
  /** The history's record type (`/api/history/{entityType}/{id}`). */
  entityType: string;
  title: (record: T, labels: L) => string;
  /** The page's buttons, shown only to those who may change the record. */
  actions?: (record: T) => ReactNode;
  /** Above the form: a note on its state, or its usage. */
  summary?: (record: T, labels: L) => ReactNode;
  /** The record's form, read-only for those who may only read. */
  form: (record: T, readOnly: boolean) => ReactNode;
};

/**
 * A lookup's record page (`/admin/<thing>/{id}`): the record's form (editable with the write
 * rule, read-only otherwise) and its history; "not found" for a bad id, a skeleton while loading.
 */
export const LookupRecordPage = <T extends LookupRecord, L>(props: LookupRecordPageProps<T, L>) => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const record = props.useRecord(id, valid);
  const canWrite = useCanOpen(props.writeRoute);
  const labels = props.useLabels(record.data);

  if (!valid || record.isError) {
    return (
      <PageFrame>
        <Alert severity="error">{t(props.notFoundKey)}</Alert>
      </PageFrame>
    );
  }
  if (!record.data) {
    return (
      <PageFrame>
        <Skeleton variant="rectangular" height={280} />
      </PageFrame>
    );
  }
  const current = record.data;
  return (
    <PageFrame title={props.title(current, labels)} actions={canWrite ? props.actions?.(current) : null}>
      {props.summary?.(current, labels)}
      <Fragment key={current.updatedAt}>{props.form(current, !canWrite)}</Fragment>
      <HistoryPanel entityType={props.entityType} entityId={current.id} />
    </PageFrame>
  );
};

/** The note of a deactivated record (hidden while it is active). */
export const InactiveNote = ({ active, children }: { active: boolean; children: ReactNode }) =>
  active ? null : (
    <Alert severity="info" sx={{ mb: 2 }}>
      {children}
    </Alert>
  );
