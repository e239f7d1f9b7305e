import type pg from 'pg';
import { statementName } from './named-statements';

/**
 * Every statement a pooled connection sends goes out as a named prepared statement (decision 0051):
 * PostgreSQL parses and plans it once per connection instead of at every call. Planning is what
 * costs on our wide tables (about 1 ms to plan a one-row read against 0.13 ms to run it), so this is
 * done once here, for every module, rather than by each repository. The name is a hash of the text,
 * so one shape always shares one plan and two shapes never share a name.
 *
 * Left unnamed:
 * - statements with many parameters (multi-row inserts): each row count is its own text, used once;
 * - parameterless text with a `;` (a script: the extended protocol takes one statement at a time);
 * - transaction control, which has nothing to plan;
 * - new shapes once a connection holds MAX_NAMED statements, a bound on the memory each connection
 *   (client and server side) keeps for them.
 */
const MAX_PARAMETERS = 100;
const MAX_NAMED = 2_000;
const TRANSACTION_CONTROL = /^\s*(begin|commit|rollback|savepoint|release|start transaction|set\s)/i;

type QueryConfig = { text?: unknown; name?: unknown; values?: unknown; submit?: unknown };

const nameable = (config: QueryConfig, values: unknown): config is QueryConfig & { text: string } => {
  if (typeof config.text !== 'string' || config.name !== undefined || typeof config.submit === 'function')
    return false;
  const parameters = Array.isArray(values) ? values : Array.isArray(config.values) ? config.values : [];
  if (parameters.length > MAX_PARAMETERS) return false;
  if (parameters.length === 0 && config.text.includes(';')) return false;
  return !TRANSACTION_CONTROL.test(config.text);
};

/** The query config as a named statement, when it is one to name on this connection. */
const withName = (query: unknown, values: unknown, named: Set<string>): unknown => {
  const config = typeof query === 'string' && Array.isArray(values) ? { text: query } : query;
  if (typeof config !== 'object' || config === null || !nameable(config, values)) return query;
  const name = statementName(config.text);
  if (!named.has(name)) {
    if (named.size >= MAX_NAMED) return config;
    named.add(name);
  }
  return { ...config, name };
};

/** Makes one client send its statements named (called once per new pooled connection). */
export const nameStatementsOf = (client: pg.Client): void => {
  const named = new Set<string>();
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as { query: unknown }).query = (config: unknown, ...rest: unknown[]) =>
    query(withName(config, rest[0], named), ...rest);
};
