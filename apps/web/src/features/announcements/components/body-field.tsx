import { lazy, Suspense } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Skeleton } from '../../../components/skeleton';
import { useTranslation } from 'react-i18next';
import type { AnnouncementInput } from '@portal/contracts/announcements';
import { useFieldError } from '../../../components/form/use-field-error';

/**
 * The editor (tiptap and ProseMirror, 126 KB gzipped) loads beside the page's first screen, not
 * before it (decision 0050); its place is held meanwhile (label, toolbar, two lines and the hint).
 */
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);
const EDITOR_PLACE_PX = 204;

type BodyFieldProps = {
  form: UseFormReturn<AnnouncementInput>;
  name: 'bodyAr' | 'bodyEn';
  label: string;
  disabled?: boolean;
};

/** An announcement body in the rich-text editor: Arabic right to left, English left to right. */
export const BodyField = ({ form, name, label, disabled }: BodyFieldProps) => {
  const { t } = useTranslation();
  const error = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Suspense fallback={<Skeleton variant="rectangular" height={EDITOR_PLACE_PX} />}>
          <RichTextEditor
            id={`field-${name}`}
            label={label}
            toolbarLabel={t('announcements.editor.toolbar', { field: label })}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            dir={name === 'bodyAr' ? 'rtl' : 'ltr'}
            required
            disabled={disabled}
            error={error}
            hint={t('announcements.bodyHint')}
          />
        </Suspense>
      )}
    />
  );
};
