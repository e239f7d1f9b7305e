import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { installArrayRowFields, pgResultClass } from './array-row-fields';

// What PostgreSQL describes for a row: an integer, a text, a timestamp with time zone, a JSON value.
const FIELDS = [
  { name: 'id', dataTypeID: 23, format: 'text' },
  { name: 'name', dataTypeID: 25, format: 'text' },
  { name: 'at', dataTypeID: 1184, format: 'text' },
  { name: 'data', dataTypeID: 114, format: 'text' },
];
const RAW = ['7', 'أحمد', '2026-12-01 10:00:00+00', '{"a":1}'];

type Row = {
  _parsers: ((value: string) => unknown)[];
  fields: unknown[];
  addFields: (fields: unknown[]) => void;
  parseRow: (raw: string[]) => unknown;
};

describe('array rows without the row mould (decision 0080)', () => {
  const Result = pgResultClass() as unknown as {
    new (mode?: string, types?: unknown): Row & { _prebuiltEmptyResultObject: object | null };
    prototype: { addFields: (this: unknown, fields: unknown[]) => void };
  };

  it('is installed on the pg this project runs', () => {
    expect(installArrayRowFields()).toBe(true);
    expect(installArrayRowFields()).toBe(true);
    expect((Result.prototype.addFields as { arrayRows?: true }).arrayRows).toBe(true);
  });

  it('gives an array result the same fields, parsers and rows as pg, without the mould', () => {
    installArrayRowFields();
    const ours = new Result('array');
    ours.addFields(FIELDS);
    expect(ours.fields).toBe(FIELDS);
    expect(ours._prebuiltEmptyResultObject).toBeNull();
    expect(ours._parsers).toEqual(FIELDS.map((field) => pg.types.getTypeParser(field.dataTypeID, 'text')));
    expect(ours.parseRow(RAW)).toEqual([7, 'أحمد', new Date('2026-12-01T10:00:00Z'), { a: 1 }]);
  });

  it("uses the query's own type parsers when it has them (drizzle's)", () => {
    installArrayRowFields();
    const asText = (value: string) => `text:${value}`;
    const ours = new Result('array', { getTypeParser: () => asText });
    ours.addFields(FIELDS);
    expect(ours.parseRow(RAW)).toEqual(RAW.map(asText));
  });

  it('leaves a result read as objects to pg', () => {
    installArrayRowFields();
    const objects = new Result();
    objects.addFields(FIELDS);
    expect(objects._prebuiltEmptyResultObject).toEqual({ id: null, name: null, at: null, data: null });
    expect(objects.parseRow(RAW)).toEqual({
      id: 7,
      name: 'أحمد',
      at: new Date('2026-12-01T10:00:00Z'),
      data: { a: 1 },
    });
  });
});
