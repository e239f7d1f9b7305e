import type { ContractDocumentText } from './document-text';

export const contractDocumentTextEn: ContractDocumentText = {
  title: 'Partnership Contract for Recruitment Services',
  draftBanner:
    'Draft: this contract has not been approved. It has no number yet and binds neither party until the second party approves it on the portal.',
  numberLabel: 'Contract number',
  draftNumber: 'Draft (not yet numbered)',
  termsVersionLabel: 'Terms version',
  programmeTermsVersionLabel: 'Programme terms version',
  issuedOnLabel: 'Issue date',
  hijriLabel: 'Corresponding Hijri date',
  preamble:
    'This contract is concluded through the recruitment portal between the two parties named below, who agree to cooperate in recruiting workers from {country} to the Kingdom of Saudi Arabia in accordance with the laws and regulations in force in both countries and with the terms set out in this contract.',
  partiesHeading: 'The parties',
  firstParty: 'First party (local recruitment office)',
  secondParty: 'Second party (foreign recruitment agency)',
  licenseLabel: 'Licence number',
  noLicense: 'Not recorded',
  countryHeading: 'Country of recruitment',
  officeObligationsHeading: 'Obligations of the first party',
  agencyObligationsHeading: 'Obligations of the second party',
  noObligations: 'No obligations have been stated.',
  financialHeading: 'Financial terms',
  financialIntro:
    'The amounts below apply per career and gender. The recruitment fee is payable by the first party to the second party in Saudi riyals (SAR); the monthly salary is the wage the worker receives each month in Saudi riyals (SAR).',
  columns: {
    job: 'Career',
    gender: 'Gender',
    recruitmentFee: 'Recruitment fee (SAR)',
    monthlySalary: 'Monthly salary (SAR)',
    paymentTerms: 'Payment terms',
  },
  genders: { MALE: 'Male', FEMALE: 'Female' },
  noLines: 'No financial terms have been agreed.',
  templateMarks: {
    startedFrom:
      'This contract was prepared from version {version} of the standard contract the portal administration keeps for the country of recruitment.',
    noDeparture: 'Its obligations and payment terms are those of the standard contract, without change.',
    changed: 'Changed',
    added: 'Added',
    removed: 'Removed',
    templateWording: 'Standard contract wording',
    legend: {
      heading: 'Where this contract departs from the standard contract:',
      changed: 'the parties changed the clause or payment terms; the standard wording is shown beneath it.',
      added: 'a clause the standard contract does not have.',
      removed: 'a clause of the standard contract the parties left out (struck through; it does not apply).',
    },
  },
  generalHeading: 'General provisions',
  generalClauses: [
    'This contract takes effect on the date the second party approves it on the portal and remains in force until it is cancelled at the request of either party and the other party accepts the cancellation.',
    'No change to the terms of this contract takes effect until the second party or the portal administration confirms it; until then the approved terms continue to apply.',
    'The portal keeps every approved version of this contract together with its document; the approved version is the reference between the parties.',
    'Should the Arabic and English texts of this contract differ, the Arabic text prevails.',
  ],
  footer:
    'This contract was issued electronically through the recruitment portal and requires no handwritten signature.',
};
