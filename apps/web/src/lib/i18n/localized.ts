/** Picks the Arabic or English value of a bilingual field, falling back to the other. */
export const localized = (
  value: { ar: string | null; en: string | null } | null | undefined,
  language: string,
): string => {
  if (!value) return '';
  const arabic = language.startsWith('ar');
  return (arabic ? (value.ar ?? value.en) : (value.en ?? value.ar)) ?? '';
};
