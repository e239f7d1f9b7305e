import { createRequire } from 'node:module';

type Field = { name: string; dataTypeID: number; format?: string };
type Connection = { describe: (message: unknown) => void; [SKIP_DESCRIBE]?: boolean };
type Query = {
  name?: string;
  rows?: number;
  binary?: boolean;
  prepare: (connection: Connection) => void;
  handleRowDescription: (message: { fields: Field[] }) => void;
  [DESCRIBED]?: Map<string, Field[]>;
};
type QueryClass = { prototype: Query & { prepare: { describeOnce?: true } } };
type ConnectionClass = { prototype: Connection };

const SKIP_DESCRIBE = Symbol('skip describe');
const DESCRIBED = Symbol('described on');

/** The row description each connection got for each of its named statements. */
const describedOn = new WeakMap<Connection, Map<string, Field[]>>();

/**
 * A named statement's rows are described by PostgreSQL once per connection, not at every call.
 *
 * node-postgres sends Bind, Describe (portal), Execute and Sync at every call of a prepared
 * statement, so PostgreSQL answers every call with the statement's row description: one entry per
 * column (the session read has 66, a contract's 49), parsed by pg into new objects each time. That
 * was the API's largest single source of garbage (13 % of the bytes a contract read allocated). A
 * prepared statement's columns cannot change on its connection (PostgreSQL refuses to run it with
 * "cached plan must not change result type"), so the description of its first call is kept for that
 * connection and later calls leave the Describe out and reuse it: what pgx does since 2025
 * (decision 0104). Cursors and binary results keep pg's way.
 */
const describedFields = (query: Query, connection: Connection): Field[] | undefined => {
  if (!query.name || query.rows || query.binary) return undefined;
  let described = describedOn.get(connection);
  if (!described) {
    described = new Map();
    describedOn.set(connection, described);
  }
  const fields = described.get(query.name);
  // Not yet described on this connection: this call's description is kept when it comes.
  if (!fields) query[DESCRIBED] = described;
  return fields;
};

const loadFromPg = <T>(path: string): T => createRequire(import.meta.url)(path) as T;

/** Puts the describe-once rule on pg's Query and Connection (once per process); true when done. */
export const installDescribeOnce = (
  Query: QueryClass = loadFromPg('pg/lib/query.js'),
  Connection: ConnectionClass = loadFromPg('pg/lib/connection.js'),
): boolean => {
  const { prepare, handleRowDescription } = Query.prototype;
  const { describe } = Connection.prototype;
  if (typeof prepare !== 'function' || typeof handleRowDescription !== 'function') return false;
  if (typeof describe !== 'function') return false;
  if (prepare.describeOnce) return true;

  Connection.prototype.describe = function (this: Connection, message: unknown) {
    if (this[SKIP_DESCRIBE]) return;
    describe.call(this, message);
  };
  Query.prototype.prepare = Object.assign(
    function (this: Query, connection: Connection) {
      const fields = describedFields(this, connection);
      if (!fields) return prepare.call(this, connection);
      connection[SKIP_DESCRIBE] = true;
      try {
        prepare.call(this, connection);
      } finally {
        connection[SKIP_DESCRIBE] = false;
      }
      // What the Describe would have answered, before the rows come.
      handleRowDescription.call(this, { fields });
    },
    { describeOnce: true as const },
  );
  Query.prototype.handleRowDescription = function (this: Query, message: { fields: Field[] }) {
    const described = this[DESCRIBED];
    if (described && this.name) {
      described.set(this.name, message.fields);
      this[DESCRIBED] = undefined;
    }
    handleRowDescription.call(this, message);
  };
  return true;
};
