import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import type { Announcement, AnnouncementInput } from '@portal/contracts/announcements';
import { ANNOUNCEMENT_INPUT_FIELDS } from '@portal/contracts/announcements-values';
import { todayInKingdom } from '@portal/contracts/constants';
import { FormCheckboxField } from '../../../components/form/form-checkbox-field';
import { FormDateField } from '../../../components/form/form-date-field';
import { FormFrame } from '../../../components/form/form-frame';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveAnnouncement } from '../api/save-announcement';
import { BodyField } from './body-field';
import { useAnnouncementLabels } from './announcement-labels';
import { RolesField } from './roles-field';
import { lazyResolver } from '../../../components/form/lazy-resolver';

const resolver = lazyResolver<AnnouncementInput>(() =>
  import('@portal/contracts/announcements').then((module) => module.announcementInputSchema),
);

type AnnouncementFormProps = { announcement?: Announcement; readOnly?: boolean };

/** Add (no announcement) or edit one; validated by the contract schema, bodies sanitised by the server. */
export const AnnouncementForm = ({ announcement, readOnly = false }: AnnouncementFormProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { roleOptions, fieldLabel } = useAnnouncementLabels();
  const save = useSaveAnnouncement(announcement?.id);
  const form = useForm<AnnouncementInput>({
    resolver,
    defaultValues: announcement
      ? {
          titleAr: announcement.titleAr,
          titleEn: announcement.titleEn,
          bodyAr: announcement.bodyAr,
          bodyEn: announcement.bodyEn,
          audiencePublic: announcement.audiencePublic,
          audienceRoles: announcement.audienceRoles,
          visibleFrom: announcement.visibleFrom,
          visibleTo: announcement.visibleTo,
        }
      : {
          titleAr: '',
          titleEn: '',
          bodyAr: '',
          bodyEn: '',
          audiencePublic: false,
          audienceRoles: [],
          visibleFrom: todayInKingdom(),
          visibleTo: todayInKingdom(),
        },
    mode: 'onTouched',
  });
  const field = { form, disabled: readOnly, required: true } as const;
  return (
    <FormFrame
      form={form}
      label={t(announcement ? 'announcements.editTitle' : 'routes.adminAnnouncementsAdd.title')}
      fields={ANNOUNCEMENT_INPUT_FIELDS}
      readOnly={readOnly}
      onSubmit={(values) => save.mutateAsync(values)}
      successMessage={t(announcement ? 'announcements.saved' : 'announcements.created')}
      onSaved={(saved) => {
        if (!announcement) void navigate(`/admin/announcements/${saved.id}`, { replace: true });
      }}
      actions={
        <Button type="button" onClick={() => void navigate('/admin/announcements')}>
          {t('announcements.backToList')}
        </Button>
      }
    >
      <FormTextField {...field} name="titleAr" label={fieldLabel('titleAr')} dir="rtl" />
      <FormTextField {...field} name="titleEn" label={fieldLabel('titleEn')} dir="ltr" />
      <BodyField form={form} name="bodyAr" label={fieldLabel('bodyAr')} disabled={readOnly} />
      <BodyField form={form} name="bodyEn" label={fieldLabel('bodyEn')} disabled={readOnly} />
      <FormCheckboxField
        form={form}
        name="audiencePublic"
        label={fieldLabel('audiencePublic')}
        disabled={readOnly}
      />
      <RolesField form={form} label={fieldLabel('audienceRoles')} options={roleOptions} disabled={readOnly} />
      <FormDateField {...field} name="visibleFrom" label={fieldLabel('visibleFrom')} />
      <FormDateField {...field} name="visibleTo" label={fieldLabel('visibleTo')} />
    </FormFrame>
  );
};
