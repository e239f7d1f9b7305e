import type { FastifySchemaValidationError } from 'fastify';
import { describe, expect, it } from 'vitest';
import { validationFieldErrors } from './validation-messages';

const unexpected = (...keys: string[]): FastifySchemaValidationError => ({
  keyword: 'unrecognized_keys',
  instancePath: '',
  schemaPath: '',
  params: { keys },
  message: 'Unrecognized keys',
});

describe('validationFieldErrors', () => {
  it('names unexpected fields that are also names of every object (constructor, toString, __proto__)', () => {
    const errors = validationFieldErrors(
      [unexpected('constructor', 'toString', '__proto__', 'lang')],
      'en-US',
    );
    expect(Object.keys(errors)).toEqual(['constructor', 'toString', '__proto__', 'lang']);
    for (const messages of Object.values(errors)) expect(messages).toEqual([expect.any(String)]);
    expect(JSON.parse(JSON.stringify(errors))).toHaveProperty('constructor');
  });

  it('keeps one copy of a message repeated on a field', () => {
    const errors = validationFieldErrors([unexpected('constructor'), unexpected('constructor')], 'ar-SA');
    expect(errors.constructor).toHaveLength(1);
  });
});
