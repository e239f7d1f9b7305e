/**
 * What a record type's history shows (spec §8: a history entry reads as the screens do). Each
 * module declares its fields once: the screen label (a web catalogue key) and how the value reads.
 * A field not declared is internal (ids without a name, row versions, hashes, flags, timestamps)
 * and never shows; `internal(...)` names the recorded ones so a test knows every recorded field is
 * declared.
 */
export type ReferenceKind =
  | 'country'
  | 'job'
  | 'organization'
  | 'reason'
  | 'employer'
  | 'candidate'
  | 'visa'
  | 'partnershipContract'
  | 'employmentRequest'
  | 'oldContract';

export type HistoryFieldKind =
  /** Recorded but internal (ids without a name, flags, row versions, timestamps): never shown. */
  | 'hidden'
  /** Free text as typed. */
  | 'text'
  /** An amount in SAR. */
  | 'money'
  | 'number'
  /** A number of units: the catalogue key of the unit's plural forms (`{{count}} months`). */
  | { count: string }
  /** A calendar day (`YYYY-MM-DD`). */
  | 'date'
  /** A moment (an ISO timestamp), shown in the reader's time zone. */
  | 'datetime'
  | 'yesNo'
  /** A stored file: shown as "a file", never its id. */
  | 'file'
  /** Text, a number or yes/no as the value comes (a setting's value). */
  | 'plain'
  /** An id shown as the record's name (or number) it refers to. */
  | { reference: ReferenceKind }
  /** A code shown with its catalogue label: `${prefix}.${value}` (statuses, genders, cities). */
  | { enum: string }
  /** A list of codes, each with its catalogue label. */
  | { enumList: string }
  /** An object shown field by field. */
  | { group: HistoryFields }
  /** A list of objects (contract lines), each shown field by field. */
  | { list: HistoryFields };

export type HistoryFieldSpec = { label: string; kind: HistoryFieldKind };

export type HistoryFields = Readonly<Record<string, HistoryFieldSpec>>;

/** `field('employers.fields.city', { enum: 'employers.cities' })`. */
export const field = (label: string, kind: HistoryFieldKind = 'text'): HistoryFieldSpec => ({ label, kind });

/** Recorded fields that are internal: declared, never shown. */
export const internal = (...names: string[]): HistoryFields =>
  Object.fromEntries(names.map((name) => [name, { label: '', kind: 'hidden' } as HistoryFieldSpec]));

/** Bookkeeping columns of every record: internal wherever they are recorded, without a declaration. */
export const BOOKKEEPING_FIELDS: readonly string[] = [
  'id',
  'rowVersion',
  'createdAt',
  'createdBy',
  'updatedAt',
  'updatedBy',
];
