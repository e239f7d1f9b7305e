import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts/constants';
import type { EmploymentRequest } from '@portal/contracts/employment-requests/schemas';
import { PdfButtons } from '../../../components/pdf-buttons';
import { PrintedDocument } from '../../../components/record/printed-document';
import { RecordSection } from '../../../components/record/section';
import { toLanguage } from '../../../lib/i18n/language';
import { fileLanguage } from '../../../lib/document-download';
import { downloadContractPdf, useContractDocument } from '../api/contract-document';

/** The e-contract as the API prints it, in the current language, with its PDF in Arabic and in English. */
export const RequestDocument = ({ request }: { request: EmploymentRequest }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const document = useContractDocument(request.id, language);
  const download = (lang: Language) =>
    downloadContractPdf(
      request.id,
      lang,
      t('employmentRequests.pdf.fileName', { number: request.number, lang: fileLanguage(lang) }),
    );
  return (
    <RecordSection
      titleId="request-document-title"
      title={t('employmentRequests.document.title')}
      actions={
        <PdfButtons texts="employmentRequests.pdf" download={download} describedBy="request-document-title" />
      }
    >
      <PrintedDocument
        query={document}
        html={document.data?.html}
        texts={{
          loading: t('employmentRequests.document.loading'),
          failed: t('employmentRequests.document.failed'),
          retry: t('employmentRequests.retry'),
          frameTitle: t('employmentRequests.document.frameTitle'),
        }}
      />
    </RecordSection>
  );
};
