import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import Link from '@mui/material/Link';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  registrationDecisionSchema,
  type Registration,
  type RegistrationDecision,
} from '@portal/contracts/registration';
import {
  awaitsOrganization,
  registrationTransitionRecord,
  registrationTransitions,
  REGISTRATION_STATUS,
} from '@portal/contracts/registration-transitions';
import { pathTo } from '@portal/contracts/routes';
import { allowedActions } from '@portal/contracts/transitions/define';
import { FormProblem } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { ClaimPanel } from '../../../components/record/claim-panel';
import { showAlert } from '../../../lib/alerts/alert-store';
import { actorOf } from '../../../lib/auth/actor';
import { useCanOpen } from '../../../lib/auth/use-can-open';
import { handleError } from '../../../lib/error-handler';
import { useCredentials } from '../../../lib/storage/use-credentials';
import {
  fetchRegistration,
  downloadRegistrationDocument,
  useDecideRegistration,
} from '../api/registration-api';
import { REGISTRATION_STATUS_COLORS } from './registration-status-colors';

/**
 * A registration opened from the queue: its facts and documents, its claim (decision 0061), and the
 * decisions this admin may take (accept, then organization/add prefilled; reject, with a note).
 */
export const RegistrationDialog = ({
  registration,
  onClose,
}: {
  registration: Registration;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const decide = useDecideRegistration(registration.id);
  const form = useDialogForm();
  const [note, setNote] = useState('');
  const [claim, setClaim] = useState(registration.claim ?? null);
  const client = useQueryClient();
  const canCreate = useCanOpen('organization.add');
  const credentials = useCredentials();
  // The decisions this person may take now, as the declaration says (a read-only admin has none).
  const actions = credentials
    ? allowedActions(
        registrationTransitions,
        registrationTransitionRecord(registration),
        actorOf(credentials),
      )
    : [];
  const arabic = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  const r = registration;
  const run = async (decision: RegistrationDecision['decision']) => {
    const input = { decision, ...(note.trim() && { note }) };
    if (!(await form.submit(registrationDecisionSchema, input, (body) => decide.mutateAsync(body)))) return;
    showAlert({ type: 'success', message: t(`registration.admin.${decision}`) });
    if (decision === REGISTRATION_STATUS.ACCEPTED && canCreate)
      void navigate(`/organization/add?registration=${r.id}`);
    else onClose();
  };
  const rows: [string, string | null][] = [
    [t('registration.fields.organizationType'), t(`registration.types.${r.organizationType}`)],
    [t('registration.fields.nameAr'), r.nameAr],
    [t('registration.fields.nameEn'), r.nameEn],
    [t('registration.fields.country'), r.country ? (arabic ? r.country.nameAr : r.country.nameEn) : null],
    [t('registration.fields.licenseNumber'), r.licenseNumber],
    [t('registration.fields.licenseDate'), r.licenseDate],
    [t('registration.fields.contactName'), r.contactName],
    [t('registration.fields.contactPhone'), r.contactPhone],
    [t('registration.fields.email'), r.email],
    [t('registration.fields.city'), r.city],
    [t('registration.fields.addressAr'), r.addressAr],
    [t('registration.fields.addressEn'), r.addressEn],
  ];
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="registration-title">
      <DialogTitle id="registration-title">
        <bdi dir="ltr">{r.reference}</bdi>{' '}
        <Chip
          size="small"
          variant="outlined"
          color={REGISTRATION_STATUS_COLORS[r.status]}
          label={t(`registration.statuses.${r.status}`)}
        />
      </DialogTitle>
      <DialogContent>
        <Stack ref={form.fields} spacing={0.5}>
          <ClaimPanel
            claim={claim}
            recordUrl={`/api/registrations/${r.id}`}
            // The admins who decide a pending registration claim it first (decision 0061).
            canClaim={actions.length > 0}
            onChanged={async (now) => {
              setClaim(now !== undefined ? now : ((await fetchRegistration(r.id)).claim ?? null));
              await client.invalidateQueries({ queryKey: ['registrations'] });
            }}
          />
          {rows.map(([label, value]) => (
            <Typography key={label}>
              {label}: <bdi dir="auto">{value ?? '—'}</bdi>
            </Typography>
          ))}
          {r.organizationId ? (
            <Typography>
              {t('registration.admin.organization')}:{' '}
              <Link component={RouterLink} to={pathTo('organization.view', { id: r.organizationId })}>
                {t('registration.admin.viewOrganization')}
              </Link>
            </Typography>
          ) : null}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', pt: 1 }}>
            {r.documents.map((d) => (
              <Button
                key={d.id}
                variant="outlined"
                size="small"
                onClick={() => void downloadRegistrationDocument(r.id, d.id, d.name).catch(handleError)}
              >
                {t('uploads.download')}: <bdi dir="auto">{d.name}</bdi>
              </Button>
            ))}
          </Stack>
          {actions.length > 0 ? (
            <TextField
              id="registration-note"
              label={t('registration.admin.note')}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              size="small"
              sx={{ mt: 2 }}
              error={Boolean(form.errors.note)}
              helperText={form.errors.note}
            />
          ) : (
            <Typography>
              {t('registration.admin.note')}: <bdi dir="auto">{r.decisionNote ?? '—'}</bdi>
            </Typography>
          )}
          <FormProblem problem={form.problem} />
        </Stack>
      </DialogContent>
      <DialogActions>
        {actions.length > 0 ? (
          <>
            {actions.includes('reject') ? (
              <Button
                color="error"
                disabled={form.busy}
                onClick={() => void run(REGISTRATION_STATUS.REJECTED)}
              >
                {t('registration.admin.reject')}
              </Button>
            ) : null}
            {actions.includes('accept') ? (
              <Button
                variant="contained"
                disabled={form.busy}
                onClick={() => void run(REGISTRATION_STATUS.ACCEPTED)}
              >
                {t('registration.admin.accept')}
              </Button>
            ) : null}
          </>
        ) : awaitsOrganization(r) && canCreate ? (
          <Button variant="contained" onClick={() => void navigate(`/organization/add?registration=${r.id}`)}>
            {t('registration.admin.createOrganization')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
