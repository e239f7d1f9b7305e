import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Language } from '@portal/contracts/constants';
import { fileLanguage } from '../../lib/document-download';
import { toLanguage } from '../../lib/i18n/language';
import { PdfButtons } from '../pdf-buttons';
import { PrintedDocument } from './printed-document';
import { RecordSection } from './section';

/**
 * A record's contract as the API prints it, in the current language, with its PDF in Arabic and in
 * English. `texts` is the feature's key prefix holding `document.*`, `pdf.*` and `retry`.
 */
export const RecordDocument = ({
  record,
  texts,
  titleId,
  useDocument,
  downloadPdf,
}: {
  record: { id: number; number: string };
  texts: 'employmentRequests' | 'transferContracts';
  titleId: string;
  useDocument: (id: number, language: Language) => UseQueryResult<{ html: string }>;
  downloadPdf: (id: number, language: Language, name: string) => Promise<void>;
}) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const document = useDocument(record.id, language);
  const download = (lang: Language) =>
    downloadPdf(
      record.id,
      lang,
      t(`${texts}.pdf.fileName`, { number: record.number, lang: fileLanguage(lang) }),
    );
  return (
    <RecordSection
      titleId={titleId}
      title={t(`${texts}.document.title`)}
      actions={<PdfButtons texts={`${texts}.pdf`} download={download} describedBy={titleId} />}
    >
      <PrintedDocument
        query={document}
        html={document.data?.html}
        texts={{
          loading: t(`${texts}.document.loading`),
          failed: t(`${texts}.document.failed`),
          retry: t(`${texts}.retry`),
          frameTitle: t(`${texts}.document.frameTitle`),
        }}
      />
    </RecordSection>
  );
};
