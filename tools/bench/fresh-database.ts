import pg from 'pg';

/**
 * Drops and creates the database `name` on the server of `serverUrl` (any database of it, reached as
 * that URL's user), then runs `after` on that server (settings of the new database), and gives the new
 * database's URL. The benches' and Lighthouse's runs each start on their own fresh database.
 */
export const freshDatabase = async (
  serverUrl: string,
  name: string,
  after: (admin: pg.Client) => Promise<unknown> = async () => undefined,
): Promise<string> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const database = pg.escapeIdentifier(name);
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.query(`create database ${database}`);
    await after(admin);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
