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

/** An unexpected name (`?lang=` where `?language=` is meant) is named itself, not its object. */
const fieldsOf = (issue: FastifySchemaValidationError, path: string): string[] => {
  const keys = (issue.params as { keys?: unknown } | undefined)?.keys;
  if (issue.keyword === 'unrecognized_keys' && Array.isArray(keys) && keys.length > 0) {
    return keys.map((key) => (path ? `${path}.${String(key)}` : String(key)));
  }
  return [path || '_'];
};

/**
 * Zod issues as `{ 'address.en': ['This field is required.'] }`, translated. Field names come from
 * the request (an unexpected `?constructor=` is named), so they are gathered in a Map, never looked
 * up on an object whose prototype already has them.
 */
export const validationFieldErrors = (
  issues: readonly FastifySchemaValidationError[],
  language: Language,
): Record<string, string[]> => {
  const result = new Map<string, string[]>();
  for (const issue of issues) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = translate(language, keyOf(issue));
    for (const field of fieldsOf(issue, path)) {
      const list = result.get(field) ?? [];
      if (!list.includes(message)) list.push(message);
      result.set(field, list);
    }
  }
  return Object.fromEntries(result);
};
