import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  licenceCommentCreateSchema,
  licenceRejectSchema,
  type LicenceRequestDetail,
} from '@portal/contracts/license-requests';
import {
  licenceRequestTransitions,
  licenceTransitionRecord,
} from '@portal/contracts/license-requests-transitions';
import { allowedActions, type Actor } from '@portal/contracts/transitions/define';
import { DateText } from '../../../components/date-text';
import { RecordClocks } from '../../../components/record/record-clocks';
import { confirm } from '../../../components/confirm-dialog';
import { ClaimPanel } from '../../../components/record/claim-panel';
import { FormProblem } from '../../../components/form/form-dialog';
import { useDialogForm } from '../../../components/form/use-dialog-form';
import { showAlert } from '../../../lib/alerts/alert-store';
import { handleError } from '../../../lib/error-handler';
import { localized } from '../../../lib/i18n/localized';
import { reasonOptionsQuery } from '../../../lib/lookups/reason-options';
import {
  downloadLicenceDocument,
  LICENCE_URL,
  useLicenceAction,
  useLicenceRequest,
} from '../api/licence-api';
import { StatusChip } from './status-chip';

const Comments = ({ request }: { request: LicenceRequestDetail }) => {
  const { t, i18n } = useTranslation();
  const arabic = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  return (
    <List aria-label={t('licenceUpdate.comments')} dense>
      {request.comments.length === 0 ? <ListItem>{t('licenceUpdate.noComments')}</ListItem> : null}
      {request.comments.map((comment) => (
        <ListItem key={comment.id} sx={{ display: 'block' }}>
          <Typography variant="body2" color="textSecondary">
            <bdi>{arabic ? comment.author.nameAr : comment.author.nameEn}</bdi> ·{' '}
            {t(`licenceUpdate.sides.${comment.side}`)} · <DateText value={comment.createdAt} />
          </Typography>
          <Typography>
            <bdi dir="auto">{comment.text}</bdi>
          </Typography>
        </ListItem>
      ))}
    </List>
  );
};

/** A request: its values, document, comment thread; admins approve or reject a pending one. */
export const LicenceRequestDialog = ({
  id,
  me,
  onClose,
}: {
  id: number;
  /** The signed-in membership; the buttons are the actions the declaration allows it now. */
  me: Actor | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const detail = useLicenceRequest(id);
  const act = useLicenceAction(id);
  const form = useDialogForm();
  const [comment, setComment] = useState('');
  const [reasonId, setReasonId] = useState('');
  const [rejectionComment, setRejectionComment] = useState('');
  const request = detail.data;
  const actions =
    request && me ? allowedActions(licenceRequestTransitions, licenceTransitionRecord(request), me) : [];
  const canApprove = actions.includes('approve');
  const canReject = actions.includes('reject');
  // Active reasons of the reasons lookup, kind LICENCE: asked for only while the person can reject.
  const reasons = useQuery({ ...reasonOptionsQuery('LICENCE'), enabled: canReject });
  const arabic = (i18n.resolvedLanguage ?? i18n.language).startsWith('ar');
  /** After an action: the request as it is now, and the success said. */
  const done = async (saved: { result: unknown } | null, message: string) => {
    if (!saved) return false;
    await detail.refetch();
    showAlert({ type: 'success', message });
    return true;
  };
  const sendComment = async () => {
    const saved = await form.submit(licenceCommentCreateSchema, { text: comment }, (body) =>
      act.mutateAsync({ kind: 'comment', ...body }),
    );
    if (await done(saved, t('licenceUpdate.commentSent'))) setComment('');
  };
  const approve = async () => {
    if (await confirm({ title: t('licenceUpdate.approve'), message: t('licenceUpdate.confirmApprove') })) {
      await done(await form.send(() => act.mutateAsync({ kind: 'approve' })), t('licenceUpdate.approved'));
    }
  };
  const reject = async () => {
    const input = { reasonId: reasonId === '' ? undefined : Number(reasonId), comment: rejectionComment };
    const saved = await form.submit(licenceRejectSchema, input, (body) =>
      act.mutateAsync({ kind: 'reject', ...body }),
    );
    await done(saved, t('licenceUpdate.rejected'));
  };
  return (
    <Dialog open onClose={onClose} maxWidth="md" fullWidth aria-labelledby="licence-request-title">
      <DialogTitle id="licence-request-title">
        {t('licenceUpdate.requestTitle', { id })} {request ? <StatusChip status={request.status} /> : null}
      </DialogTitle>
      <DialogContent>
        {request ? (
          <Stack ref={form.fields} spacing={1}>
            <ClaimPanel
              claim={request.claim}
              recordUrl={`${LICENCE_URL}/${id}`}
              // The admins who decide a pending request claim it first (decision 0061).
              canClaim={canApprove}
              onChanged={() => detail.refetch()}
            />
            <Typography>
              {t('licenceUpdate.fields.organization')}:{' '}
              <bdi>{arabic ? request.organization.nameAr : request.organization.nameEn}</bdi>
            </Typography>
            <Typography>
              {t('licenceUpdate.fields.licenseNumber')}: <bdi dir="ltr">{request.licenseNumber}</bdi> (
              {t('licenceUpdate.current')}: <bdi dir="ltr">{request.organization.licenseNumber ?? '—'}</bdi>)
            </Typography>
            <Typography>
              {t('licenceUpdate.fields.licenseDate')}: <DateText value={request.licenseDate} /> (
              {t('licenceUpdate.current')}:{' '}
              {request.organization.licenseDate ? <DateText value={request.organization.licenseDate} /> : '—'}
              )
            </Typography>
            <RecordClocks clocks={request.clocks} heading="h3" />
            {Object.entries(request.changedInfo).map(([field, value]) => (
              <Typography key={field}>
                {t(`licenceUpdate.info.${field}`)}: <bdi dir="auto">{value}</bdi>
              </Typography>
            ))}
            {request.rejectionReason ? (
              <Typography color="error">
                {t('licenceUpdate.rejectionReason')}:{' '}
                <bdi dir="auto">{localized(request.rejectionReason.text, i18n.language)}</bdi>
              </Typography>
            ) : null}
            {request.rejectionComment ? (
              <Typography>
                {t('licenceUpdate.rejectionComment')}: <bdi dir="auto">{request.rejectionComment}</bdi>
              </Typography>
            ) : null}
            <Stack direction="row">
              <Button
                variant="outlined"
                onClick={() => void downloadLicenceDocument(id, request.document.name).catch(handleError)}
              >
                {t('uploads.download')}: <bdi dir="auto">{request.document.name}</bdi>
              </Button>
            </Stack>
            <Divider />
            <Typography variant="h3" sx={{ fontSize: 18 }}>
              {t('licenceUpdate.comments')}
            </Typography>
            <Comments request={request} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                id="licence-comment"
                label={t('licenceUpdate.newComment')}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
                multiline
                fullWidth
                size="small"
                error={Boolean(form.errors.text)}
                helperText={form.errors.text}
              />
              <Button
                variant="contained"
                disabled={!comment.trim() || form.busy}
                onClick={() => void sendComment()}
              >
                {t('licenceUpdate.send')}
              </Button>
            </Stack>
            {canReject ? (
              <>
                <Divider />
                <TextField
                  id="licence-reject-reason"
                  select
                  label={t('licenceUpdate.rejectionReason')}
                  value={reasonId}
                  onChange={(event) => setReasonId(event.target.value)}
                  size="small"
                  fullWidth
                  error={Boolean(form.errors.reasonId)}
                  helperText={form.errors.reasonId}
                >
                  {(reasons.data ?? []).map((reason) => (
                    <MenuItem key={reason.id} value={String(reason.id)}>
                      {localized(reason.text, i18n.language)}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  id="licence-reject-comment"
                  label={t('licenceUpdate.rejectionCommentInput')}
                  value={rejectionComment}
                  onChange={(event) => setRejectionComment(event.target.value)}
                  multiline
                  size="small"
                  fullWidth
                  error={Boolean(form.errors.comment)}
                  helperText={form.errors.comment}
                />
              </>
            ) : null}
            <FormProblem problem={form.problem} />
          </Stack>
        ) : (
          <Typography>{t('common.loading')}</Typography>
        )}
      </DialogContent>
      <DialogActions>
        {canReject ? (
          <Button color="error" disabled={reasonId === '' || form.busy} onClick={() => void reject()}>
            {t('licenceUpdate.reject')}
          </Button>
        ) : null}
        {canApprove ? (
          <Button variant="contained" color="success" disabled={form.busy} onClick={() => void approve()}>
            {t('licenceUpdate.approve')}
          </Button>
        ) : null}
        <Button onClick={onClose}>{t('common.close')}</Button>
      </DialogActions>
    </Dialog>
  );
};
