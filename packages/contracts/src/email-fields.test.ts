import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { registrationFieldsSchema } from './registration';
import { supportContactsSchema } from './settings';
import { subUserCreateSchema } from './subusers';

const emailMessages = (schema: z.ZodType, value: string): string[] => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('required e-mail fields', () => {
  const fields = {
    registration: registrationFieldsSchema.shape.email,
    'sub-user': subUserCreateSchema.shape.email,
    'support contacts': supportContactsSchema.shape.email,
  };

  it.each(Object.entries(fields))('%s: blank says "required", not "expected format"', (_, schema) => {
    expect(emailMessages(schema, '')).toEqual(['validation.required']);
    expect(emailMessages(schema, '   ')).toEqual(['validation.required']);
  });

  it.each(Object.entries(fields))('%s: a wrong address asks for a valid e-mail', (_, schema) => {
    expect(emailMessages(schema, 'office.example.com')).toEqual(['validation.email']);
    expect(emailMessages(schema, 'office@example.com')).toEqual([]);
  });
});
