/** The same server and credentials, another database. */
export const databaseUrlFor = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/** Runs one statement (CREATE/DROP DATABASE …) on its own connection to `adminUrl`. */
export const runStatement = async (adminUrl: string, statement: string): Promise<void> => {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};
