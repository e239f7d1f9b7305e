import { useTranslation } from 'react-i18next';
import type { ColumnLabel } from '@portal/contracts/column-labels';
import { toLanguage } from './language';

/** A list column's label in the current language: the same words as the column in the export. */
export const useColumnLabel = (): ((label: ColumnLabel) => string) => {
  const { i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  return (label) => label[language];
};
