import type { Language } from '@portal/contracts/constants';

/** The wording every printed document shares, in one language (each document adds its own). */
export type SharedDocumentText = {
  /** `{page}` becomes "N/M", the page's number and the page count, on each page. */
  pageOf: string;
  numberLabel: string;
  versionLabel: string;
  approvalHeading: string;
  approvedBy: string;
  approvedOn: string;
  /** A person the portal no longer names (a deleted account). */
  unknownApprover: string;
  notApproved: string;
  /** Shown before a text that exists only in the other language, which is printed as written. */
  writtenInOther: string;
  /** Before the verification code printed under the QR code of an approved document (issue 25). */
  verificationCodeLabel: string;
};

export const SHARED_DOCUMENT_TEXT: Record<Language, SharedDocumentText> = {
  'en-US': {
    pageOf: 'Page {page}',
    numberLabel: 'No.',
    versionLabel: 'Version',
    approvalHeading: 'Approval',
    approvedBy: 'Approved by',
    approvedOn: 'Approved on',
    unknownApprover: 'A portal user',
    notApproved: 'Not approved yet: this document binds no party until it is approved on the portal.',
    writtenInOther: 'As written, in Arabic only:',
    verificationCodeLabel: 'Verify:',
  },
  'ar-SA': {
    pageOf: 'صفحة {page}',
    numberLabel: 'الرقم',
    versionLabel: 'الإصدار',
    approvalHeading: 'الاعتماد',
    approvedBy: 'اعتمده',
    approvedOn: 'تاريخ الاعتماد',
    unknownApprover: 'مستخدم في البوابة',
    notApproved: 'لم يُعتمد بعد: لا تلتزم به أي جهة حتى يُعتمد في البوابة.',
    writtenInOther: 'كما كُتب، بالإنجليزية فقط:',
    verificationCodeLabel: 'رمز التحقق:',
  },
};
