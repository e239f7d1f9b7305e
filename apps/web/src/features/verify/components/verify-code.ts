import { toLatinDigits } from '@portal/contracts/digits';
import { normaliseVerificationCode } from '@portal/contracts/verify';

/**
 * A code as someone typed or an address carried it: Arabic-Indic digits read as Latin (an Arabic
 * keyboard), then the contract's normalising (case, spaces, dashes, O/I/L). Undefined when it
 * cannot be a code.
 */
export const readVerificationCode = (typed: string): string | undefined =>
  normaliseVerificationCode(toLatinDigits(typed).trim());
