import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import {
  isImportRunFinished,
  type ImportKind,
  type ImportRun,
  type ImportRunStarted,
} from '@portal/contracts/import-runs';
import { MAX_UPLOAD_MB } from '@portal/contracts/uploads';
import { FileField } from '../form/file-field';
import { isApiError } from '../../lib/api-error';
import { refreshAfterWrite } from '../../lib/refresh-after-write';
import { importRunQuery } from './api/get-import-run';
import { followRun, forgetRun, readFollowedRun } from './followed-import-run';
import { ImportRunOutcome } from './import-run-outcome';
import { ImportRunProgress } from './import-run-progress';
import { SPREADSHEET_ACCEPT, spreadsheetFileProblem } from './spreadsheet-file';
import { useFocusOnMount } from './use-focus-on-mount';

export type ImportRunDialogProps = {
  kind: ImportKind;
  open: boolean;
  onClose: () => void;
  title: string;
  /** What the file holds: its columns and the most rows, in the feature's words. */
  help: ReactNode;
  fileLabel: string;
  /** What may be chosen (default: CSV or XLSX up to the upload limit). */
  fileHint?: string;
  /** What the picker offers (default: CSV and XLSX). */
  accept?: string;
  /** The client check of a chosen file, a translated message or null (default: a CSV or XLSX within the limit). */
  fileProblem?: (file: File) => string | null;
  /** The feature's upload endpoint: the started run, or the refusal of the file as a whole (400). */
  upload: (file: File) => Promise<ImportRunStarted>;
  /** The upload button's name (default "Upload"). */
  uploadLabel?: string;
  columnLabel: (field: string) => string;
  /** The sentence of a `done` run: what was written, by the import's own measure, and what was refused. */
  summary: (run: ImportRun) => string;
};

/** The file step: the feature's help, the picker (a wrong choice named at once) and the file's refusal. */
const FileStep = ({
  id,
  help,
  label,
  hint,
  accept,
  problem,
  files,
  onChange,
  refusal,
}: {
  id: string;
  help: ReactNode;
  label: string;
  hint: string;
  accept: string;
  problem: (file: File) => string | null;
  files: File[];
  onChange: (files: File[]) => void;
  refusal: string | null;
}) => {
  const choose = useFocusOnMount<HTMLLabelElement>();
  return (
    <Stack spacing={2}>
      {help}
      <FileField
        id={id}
        label={label}
        files={files}
        onChange={onChange}
        hint={hint}
        accept={accept}
        problem={problem}
        buttonRef={choose}
      />
      {refusal ? (
        <Alert severity="error" role="alert">
          {refusal}
        </Alert>
      ) : null}
    </Stack>
  );
};

/**
 * A spreadsheet import as a background job (docs/decisions/0048): the feature's help and the file,
 * the upload (a file refused as a whole says why at once), then the run's progress read every
 * second until it is finished, then its outcome with the first refusals and the whole report to
 * download. The run is kept for the browser tab per import kind: closing the dialog does not stop
 * or lose it, and the dialog shows it again until the person imports another file.
 */
export const ImportRunDialog = ({
  kind,
  open,
  onClose,
  title,
  help,
  fileLabel,
  fileHint,
  accept = SPREADSHEET_ACCEPT,
  fileProblem,
  upload,
  uploadLabel,
  columnLabel,
  summary,
}: ImportRunDialogProps) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const fileId = useId();
  const [runId, setRunId] = useState<string | null>(() => readFollowedRun(kind)?.id ?? null);
  const [files, setFiles] = useState<File[]>([]);
  const [refusal, setRefusal] = useState<string | null>(null);
  const mutation = useMutation({
    mutationFn: upload,
    // The dialog shows the refusal of the file.
    meta: { skipGlobalErrorHandler: true },
  });
  const runQuery = useQuery({ ...importRunQuery(runId ?? ''), enabled: open && runId !== null });
  const run = runId !== null && runQuery.data?.id === runId ? runQuery.data : undefined;
  const finished = run ? isImportRunFinished(run.status) : false;

  const problem = (file: File) => {
    if (fileProblem) return fileProblem(file);
    const key = spreadsheetFileProblem(file);
    return key ? t(key, { limit: MAX_UPLOAD_MB }) : null;
  };
  const file = files.length === 1 && problem(files[0]!) === null ? files[0]! : null;

  // A run that wrote rows changed the lists behind the dialog: they are read again once per run,
  // whether it finished while shown or while the dialog was closed.
  useEffect(() => {
    if (!run || run.status !== 'done') return;
    const followed = readFollowedRun(kind);
    if (followed?.id !== run.id || followed.refreshed) return;
    followRun(kind, { id: run.id, refreshed: true });
    refreshAfterWrite(queryClient);
  }, [kind, run, queryClient]);

  // A run that is not the person's (another sign-in in this tab) or no longer kept: start afresh.
  const lost = runQuery.error && isApiError(runQuery.error) && runQuery.error.status === 404;
  useEffect(() => {
    if (!lost) return;
    forgetRun(kind);
    setRunId(null);
  }, [kind, lost]);

  const close = () => {
    setFiles([]);
    setRefusal(null);
    mutation.reset();
    onClose();
  };
  const another = () => {
    forgetRun(kind);
    setRunId(null);
    mutation.reset();
  };
  const submit = async () => {
    if (!file) return;
    setRefusal(null);
    try {
      const started = await mutation.mutateAsync(file);
      followRun(kind, { id: started.id, refreshed: false });
      setFiles([]);
      setRunId(started.id);
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  };

  let body: ReactNode;
  if (runId === null) {
    body = (
      <FileStep
        id={fileId}
        help={help}
        label={fileLabel}
        hint={fileHint ?? t('importRun.hint', { limit: MAX_UPLOAD_MB })}
        accept={accept}
        problem={problem}
        files={files}
        onChange={(chosen) => {
          setFiles(chosen);
          setRefusal(null);
        }}
        refusal={refusal}
      />
    );
  } else if (!run) {
    body = <LinearProgress aria-label={t('common.loading')} />;
  } else if (finished) {
    body = <ImportRunOutcome run={run} summary={summary} columnLabel={columnLabel} />;
  } else {
    body = <ImportRunProgress run={run} />;
  }
  const pollFailed = runId !== null && runQuery.isError && !lost;

  return (
    <Dialog open={open} onClose={close} maxWidth="md" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {body}
          {pollFailed ? (
            <Alert severity="warning" role="status">
              {t('importRun.pollFailed')}
            </Alert>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {runId === null ? (
          <>
            <Button onClick={close}>{t('common.cancel')}</Button>
            <Button variant="contained" disabled={!file || mutation.isPending} onClick={() => void submit()}>
              {mutation.isPending ? t('importRun.uploading') : (uploadLabel ?? t('importRun.upload'))}
            </Button>
          </>
        ) : (
          <>
            {finished ? <Button onClick={another}>{t('importRun.another')}</Button> : null}
            <Button variant={finished ? 'contained' : 'text'} onClick={close}>
              {t('common.close')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
};
