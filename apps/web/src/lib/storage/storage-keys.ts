/** Every browser-storage key of the web app (spec section 9), in one place. */
export const STORAGE_KEYS = {
  language: 'language',
  credentials: 'credentials',
  rememberMe: 'rememberMe',
  bookingModalShown: 'bookingModalShownProfiles',
  contractModalShown: 'contractModalShownEstablishments',
  employmentWizardDraft: 'employmentRequestWizardDraft',
  partnershipWizardDraft: 'partnershipContractWizardDraft',
  /** Session storage: the import run a person follows, per import kind (`importRun.visas`). */
  importRun: 'importRun',
} as const;
