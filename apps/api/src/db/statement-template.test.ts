import { sql, type Query, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it, vi } from 'vitest';
import { renderBound, template } from './statement-template';

describe('statement templates', () => {
  const dialect = new PgDialect();
  const counted = () => {
    const sqlToQuery = vi.fn((statement: SQL): Query => dialect.sqlToQuery(statement));
    return { sqlToQuery };
  };

  it('renders its text once and binds each call its own values, a value named twice sent twice', () => {
    const at = template<'at' | 'id'>(
      (value) =>
        sql`update t set a = ${value('at')}::timestamptz, b = ${value('at')} where id = ${value('id')}`,
    );
    const counting = counted();
    expect(renderBound(counting, at({ at: '2026-12-03T06:00:00.000Z', id: 7 }))).toEqual({
      text: 'update t set a = $1::timestamptz, b = $2 where id = $3',
      params: ['2026-12-03T06:00:00.000Z', '2026-12-03T06:00:00.000Z', 7],
    });
    expect(renderBound(counting, at({ at: '2026-12-04T06:00:00.000Z', id: 8 })).params).toEqual([
      '2026-12-04T06:00:00.000Z',
      '2026-12-04T06:00:00.000Z',
      8,
    ]);
    expect(counting.sqlToQuery).toHaveBeenCalledTimes(1);
  });

  it('sends a value written into the text at every call, beside the named ones', () => {
    const statuses = template<'id'>(
      (value) => sql`select 1 where ${'ACTIVE'} = any(s) and id = ${value('id')}`,
    );
    expect(renderBound(dialect, statuses({ id: 1 }))).toEqual({
      text: 'select 1 where $1 = any(s) and id = $2',
      params: ['ACTIVE', 1],
    });
    expect(renderBound(dialect, statuses({ id: 2 })).params).toEqual(['ACTIVE', 2]);
  });

  it('refuses a call without one of its values rather than sending null', () => {
    const one = template<'id'>((value) => sql`select ${value('id')}`);
    expect(() => renderBound(dialect, one({} as { id: number }))).toThrow(
      "the template's value id was not given",
    );
  });
});
