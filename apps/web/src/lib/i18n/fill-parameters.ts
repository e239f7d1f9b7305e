/** Fills `{{name}}` placeholders of a text with the given values. */
export const fillParameters = (text: string, values: Record<string, unknown> | undefined): string =>
  text.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
    values && name in values ? String(values[name]) : whole,
  );
