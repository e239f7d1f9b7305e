import type { ReactElement } from 'react';
import {
  Controller,
  type ControllerRenderProps,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useFieldError } from './use-field-error';

/** What every field bound to a form takes (one field component a kind of value). */
export type FormFieldProps<T extends FieldValues, O> = {
  form: UseFormReturn<T, unknown, O>;
  name: Path<T>;
  label: string;
  required?: boolean;
  disabled?: boolean;
  /** Shown under the field while it has no error. */
  hint?: string | undefined;
};

/**
 * How a bound field shows itself: the id `field-<name>` (the first error is focused by it), its
 * label, and its translated error (a server's as it came) or else its hint under it.
 */
export type FieldLook = {
  id: string;
  label: string;
  required: boolean | undefined;
  disabled: boolean | undefined;
  hint: string | undefined;
  errorText: string | undefined;
  fullWidth: true;
};

type ControlledFieldProps<T extends FieldValues, O> = FormFieldProps<T, O> & {
  render: (field: ControllerRenderProps<T, Path<T>>, look: FieldLook) => ReactElement;
};

/** A field whose input the form drives through its controller (selects, numbers, dates). */
export const ControlledField = <T extends FieldValues, O>(props: ControlledFieldProps<T, O>) => {
  const { form, name, label, required, disabled, hint, render } = props;
  const errorText = useFieldError(form, name);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) =>
        render(field, { id: `field-${name}`, label, required, disabled, hint, errorText, fullWidth: true })
      }
    />
  );
};

/** A field look as MUI TextField props: red with the error under it, else the hint; the label always above. */
export const textFieldLook = ({ errorText, hint, ...look }: FieldLook) => ({
  ...look,
  error: Boolean(errorText),
  helperText: errorText ?? hint,
  slotProps: { inputLabel: { shrink: true } },
});

/** `textFieldLook` for a native select (`nativeSelectOptions`): the browser's list, no MUI menu. */
export const nativeSelectLook = (look: FieldLook) => {
  const textField = textFieldLook(look);
  return { ...textField, slotProps: { ...textField.slotProps, select: { native: true } } };
};
