import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AnnouncementInput } from '@portal/contracts/announcements';
import { useFieldError } from '../../../components/form/use-field-error';
import { RichTextEditor } from './rich-text-editor';

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
      )}
    />
  );
};
