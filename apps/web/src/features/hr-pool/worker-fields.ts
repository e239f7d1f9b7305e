/**
 * The fields a candidate and a DLT worker share: this feature's public entry for the DLT
 * candidates' add-worker dialog, so that feature does not reach into this one's components.
 */
export {
  EMPTY_WORKER,
  useWorkerJobs,
  WorkerPersonFields,
  WorkerWorkFields,
  type WorkerFormValues,
} from './components/worker-form-fields';
