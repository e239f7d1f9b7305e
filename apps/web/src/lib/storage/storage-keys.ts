/** Every browser-storage key of the web app (spec section 9), in one place. */
export const STORAGE_KEYS = {
  language: 'language',
  credentials: 'credentials',
  rememberMe: 'rememberMe',
  bookingModalShown: 'bookingModalShownProfiles',
  contractModalShown: 'contractModalShownEstablishments',
  employmentWizardDraft: 'employmentRequestWizardDraft',
  partnershipWizardDraft: 'partnershipContractWizardDraft',
} as const;
