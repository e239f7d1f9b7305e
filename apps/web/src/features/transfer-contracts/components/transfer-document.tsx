import { useTranslation } from 'react-i18next';
import type { Language } from '@portal/contracts/constants';
import type { TransferContract } from '@portal/contracts/transfer-contracts/schemas';
import { PdfButtons } from '../../../components/pdf-buttons';
import { PrintedDocument } from '../../../components/record/printed-document';
import { RecordSection } from '../../../components/record/section';
import { toLanguage } from '../../../lib/i18n/language';
import { fileLanguage } from '../../../lib/document-download';
import { downloadTransferPdf, useTransferDocument } from '../api/transfer-document';

/** The transfer contract as the API prints it, in the current language, with its PDF in Arabic and in English. */
export const TransferDocument = ({ transfer }: { transfer: TransferContract }) => {
  const { t, i18n } = useTranslation();
  const language = toLanguage(i18n.resolvedLanguage ?? i18n.language);
  const document = useTransferDocument(transfer.id, language);
  const download = (lang: Language) =>
    downloadTransferPdf(
      transfer.id,
      lang,
      t('transferContracts.pdf.fileName', { number: transfer.number, lang: fileLanguage(lang) }),
    );
  return (
    <RecordSection
      titleId="transfer-document-title"
      title={t('transferContracts.document.title')}
      actions={
        <PdfButtons texts="transferContracts.pdf" download={download} describedBy="transfer-document-title" />
      }
    >
      <PrintedDocument
        query={document}
        html={document.data?.html}
        texts={{
          loading: t('transferContracts.document.loading'),
          failed: t('transferContracts.document.failed'),
          retry: t('transferContracts.retry'),
          frameTitle: t('transferContracts.document.frameTitle'),
        }}
      />
    </RecordSection>
  );
};
