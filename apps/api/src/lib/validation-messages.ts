import type { FastifySchemaValidationError } from 'fastify';
import type { Language } from '@portal/contracts/constants';
import { isMessageKey, translate, type MessageKey } from '../i18n/catalogue';

const CODE_KEYS: Record<string, MessageKey> = {
  invalid_type: 'validation.invalidType',
  too_small: 'validation.tooSmall',
  too_big: 'validation.tooBig',
  invalid_format: 'validation.invalidFormat',
  invalid_value: 'validation.invalidValue',
  unrecognized_keys: 'validation.unknownKeys',
};

const keyOf = (issue: FastifySchemaValidationError): MessageKey => {
  // Contracts may carry catalogue keys as their custom zod messages.
  if (issue.message && isMessageKey(issue.message)) return issue.message;
  if (issue.keyword === 'invalid_type' && /received undefined/.test(issue.message ?? '')) {
    return 'validation.required';
  }
  return CODE_KEYS[issue.keyword] ?? 'validation.invalid';
};

/** Zod issues as `{ 'address.en': ['This field is required.'] }`, translated. */
export const validationFieldErrors = (
  issues: readonly FastifySchemaValidationError[],
  language: Language,
): Record<string, string[]> => {
  const result: Record<string, string[]> = {};
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    const message = translate(language, keyOf(issue));
    const list = (result[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return result;
};
