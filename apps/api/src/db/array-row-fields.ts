import { createRequire } from 'node:module';
import pg from 'pg';

type TypeParser = (value: string) => unknown;
type FieldDescription = { name: string; dataTypeID: number; format?: string };
type TypeSource = { getTypeParser: (oid: number, format: string) => TypeParser };
type PgResult = {
  rowAsArray: boolean;
  fields: FieldDescription[];
  _parsers: TypeParser[] | undefined;
  _types: TypeSource | undefined;
};
type AddFields = (this: PgResult, fields: FieldDescription[]) => void;
type ResultClass = {
  new (rowMode?: string, types?: TypeSource): PgResult;
  prototype: PgResult & { addFields: AddFields & { arrayRows?: true } };
};

/**
 * The field list of a result read as arrays, without the empty row object pg also builds for it.
 *
 * At every statement's row description pg's `Result.addFields` builds an object with one key per
 * column, then copies it: the mould of the rows it makes when rows are objects (node-postgres
 * issue #3055). drizzle reads every select as arrays (`rowMode: 'array'`), which never use that
 * mould; for the ten-table read of a request (about a hundred columns) building it cost about 35 µs
 * of every call, against 1.5 µs for the parsers alone (decision 0080). A result read as objects
 * (`db.execute`, migrations, pg-boss) keeps pg's own method.
 */
const addArrayRowFields = function (this: PgResult, fields: FieldDescription[]): void {
  this.fields = fields;
  const types: TypeSource = this._types ?? (pg.types as TypeSource);
  const parsers = new Array<TypeParser>(fields.length);
  for (let index = 0; index < fields.length; index += 1) {
    const field = fields[index]!;
    parsers[index] = types.getTypeParser(field.dataTypeID, field.format || 'text');
  }
  this._parsers = parsers;
};

/** pg's Result class, as node-postgres's own modules load it. */
export const pgResultClass = (): ResultClass =>
  createRequire(import.meta.url)('pg/lib/result.js') as ResultClass;

/**
 * Puts {@link addArrayRowFields} before pg's method for array results; true when done. A pg whose
 * Result no longer has the fields this relies on keeps its own method (a test fails then).
 */
export const installArrayRowFields = (Result: ResultClass = pgResultClass()): boolean => {
  const original = Result.prototype.addFields;
  if (typeof original !== 'function') return false;
  if (original.arrayRows) return true;
  const sample = new Result('array');
  if (sample.rowAsArray !== true || !('_parsers' in sample)) return false;
  Result.prototype.addFields = Object.assign(
    function addFields(this: PgResult, fields: FieldDescription[]) {
      if (this.rowAsArray) addArrayRowFields.call(this, fields);
      else original.call(this, fields);
    },
    { arrayRows: true as const },
  );
  return true;
};
