import { useTranslation } from 'react-i18next';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { dltWorkerInputSchema, type DltWorkerInput } from '@portal/contracts/hr-pool/dlt';
import { DLT_WORKER_INPUT_FIELDS } from '@portal/contracts/hr-pool/worker-fields';
import { FormFrame } from '../../../components/form/form-frame';
import {
  EMPTY_WORKER,
  useWorkerJobs,
  WorkerPersonFields,
  WorkerWorkFields,
  type WorkerFormValues,
} from '../../hr-pool/worker-fields';
import { useAddDltWorker } from '../api/add-dlt-worker';
import { useDltLabels } from './dlt-labels';

/** The fields whose server errors land on the field (a registered passport, the job's gender or ages). */
const FIELDS = DLT_WORKER_INPUT_FIELDS;

const resolver = zodResolver(dltWorkerInputSchema) as unknown as Resolver<
  WorkerFormValues,
  unknown,
  DltWorkerInput
>;

type AddWorkerDialogProps = { open: boolean; onClose: () => void };

/**
 * The ministry registers one worker of its country: the contract's schema validates in the
 * browser as on the server; a registered passport or the job's gender and ages come back on their
 * fields. The country is the ministry's own (the server sets it).
 */
export const AddWorkerDialog = ({ open, onClose }: AddWorkerDialogProps) => {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="dlt-add-title">
      <DialogTitle id="dlt-add-title">{t('hrPoolDlt.addDialog.title')}</DialogTitle>
      <DialogContent>{open ? <AddWorkerForm onDone={onClose} /> : null}</DialogContent>
    </Dialog>
  );
};

const AddWorkerForm = ({ onDone }: { onDone: () => void }) => {
  const { t } = useTranslation();
  const labels = useDltLabels();
  const add = useAddDltWorker();
  const form = useForm<WorkerFormValues, unknown, DltWorkerInput>({
    resolver,
    defaultValues: EMPTY_WORKER,
    mode: 'onTouched',
  });
  const { jobOptions, gender } = useWorkerJobs(form);
  const hint = (name: string) => t(`hrPoolDlt.addDialog.hints.${name}`);
  return (
    <FormFrame
      form={form}
      label={t('hrPoolDlt.addDialog.formLabel')}
      fields={FIELDS}
      onSubmit={(values) => add.mutateAsync(values)}
      successMessage={t('hrPoolDlt.addDialog.created')}
      onSaved={onDone}
      actions={
        <Button type="button" onClick={onDone}>
          {t('hrPoolDlt.addDialog.cancel')}
        </Button>
      }
    >
      <WorkerPersonFields form={form} labels={labels} hint={hint} />
      <WorkerWorkFields
        form={form}
        labels={labels}
        hint={hint}
        jobOptions={jobOptions}
        jobHint={hint(gender ? 'jobId' : 'jobIdChooseGender')}
      />
    </FormFrame>
  );
};
