import type { FieldChanges, HistoryField, HistoryFieldChange, HistoryValue } from '@portal/contracts/history';
import type { Database } from '../../db/client';
import type { HistoryFieldKind, HistoryFields } from './fields';
import { REMOVED_RECORD, resolveReferences, type ReferenceIds, type ResolvedReferences } from './references';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every reference id in the declared fields of the changes (nested groups and lists too). */
const collect = (kind: HistoryFieldKind, value: unknown, wanted: ReferenceIds): void => {
  if (isEmpty(value) || typeof kind === 'string') return;
  if ('reference' in kind) {
    if (typeof value !== 'number') return;
    const ids = wanted.get(kind.reference) ?? new Set<number>();
    wanted.set(kind.reference, ids.add(value));
  } else if ('group' in kind && isObject(value)) {
    collectFields(kind.group, value, wanted);
  } else if ('list' in kind && Array.isArray(value)) {
    for (const item of value) if (isObject(item)) collectFields(kind.list, item, wanted);
  }
};

const collectFields = (fields: HistoryFields, values: Record<string, unknown>, wanted: ReferenceIds) => {
  for (const [name, value] of Object.entries(values)) {
    const spec = fields[name];
    if (spec) collect(spec.kind, value, wanted);
  }
};

const plain = (value: unknown): HistoryValue | null => {
  if (typeof value === 'boolean') return { kind: 'yesNo', value };
  if (typeof value === 'number') return { kind: 'number', value };
  if (typeof value === 'string') return { kind: 'text', text: value };
  return null;
};

/** A value as it reads; null for an empty one, or one that does not have the declared shape. */
const valueOf = (
  kind: HistoryFieldKind,
  value: unknown,
  resolved: ResolvedReferences,
): HistoryValue | null => {
  if (isEmpty(value)) return null;
  switch (kind) {
    case 'text':
      return typeof value === 'string' || typeof value === 'number'
        ? { kind: 'text', text: String(value) }
        : null;
    case 'money':
      return typeof value === 'number' ? { kind: 'money', amount: value } : null;
    case 'number':
      return typeof value === 'number' ? { kind: 'number', value } : null;
    case 'date':
      return typeof value === 'string' ? { kind: 'date', date: value.slice(0, 10) } : null;
    case 'datetime':
      return typeof value === 'string' ? { kind: 'datetime', at: value } : null;
    case 'yesNo':
      return typeof value === 'boolean' ? { kind: 'yesNo', value } : null;
    case 'hidden':
      return null;
    case 'file':
      return { kind: 'label', key: 'history.file' };
    case 'plain':
      return plain(value);
  }
  if ('reference' in kind) {
    return typeof value === 'number' ? (resolved.get(kind.reference)?.get(value) ?? REMOVED_RECORD) : null;
  }
  if ('count' in kind) return typeof value === 'number' ? { kind: 'count', value, key: kind.count } : null;
  if ('enum' in kind)
    return typeof value === 'string' ? { kind: 'label', key: `${kind.enum}.${value}` } : null;
  if ('enumList' in kind) {
    return Array.isArray(value)
      ? {
          kind: 'list',
          items: value.map((code) => ({ kind: 'label', key: `${kind.enumList}.${String(code)}` })),
        }
      : null;
  }
  if ('group' in kind)
    return isObject(value) ? { kind: 'fields', fields: fieldsOf(kind.group, value, resolved) } : null;
  return Array.isArray(value)
    ? {
        kind: 'list',
        items: value
          .filter(isObject)
          .map((item) => ({ kind: 'fields', fields: fieldsOf(kind.list, item, resolved) })),
      }
    : null;
};

/** The declared fields of an object, in the declaration's order (the screen's order). */
const fieldsOf = (fields: HistoryFields, values: Record<string, unknown>, resolved: ResolvedReferences) =>
  Object.entries(fields)
    .filter(([name, spec]) => name in values && spec.kind !== 'hidden')
    .map(([name, spec]): HistoryField => ({
      label: spec.label,
      value: valueOf(spec.kind, values[name], resolved),
    }))
    .filter((shown) => shown.value !== null);

const changesOf = (fields: HistoryFields, changes: FieldChanges, resolved: ResolvedReferences) =>
  Object.entries(fields)
    .filter(([name, spec]) => name in changes && spec.kind !== 'hidden')
    .map(([name, spec]): HistoryFieldChange => {
      const change = changes[name]!;
      return {
        label: spec.label,
        from: valueOf(spec.kind, change.from, resolved),
        to: valueOf(spec.kind, change.to, resolved),
      };
    })
    .filter((shown) => shown.from !== null || shown.to !== null);

/**
 * The stored changes of a page of history as a person reads them: the declared fields only, under
 * their screen labels, references read as names (one read per kind of record for the whole page).
 */
export const presentChanges = async (
  db: Database,
  fields: HistoryFields,
  pages: readonly FieldChanges[],
): Promise<HistoryFieldChange[][]> => {
  const wanted: ReferenceIds = new Map();
  for (const changes of pages) {
    for (const [name, change] of Object.entries(changes)) {
      const spec = fields[name];
      if (!spec) continue;
      collect(spec.kind, change.from, wanted);
      collect(spec.kind, change.to, wanted);
    }
  }
  const resolved = await resolveReferences(db, wanted);
  return pages.map((changes) => changesOf(fields, changes, resolved));
};
