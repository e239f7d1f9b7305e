/** The same server and credentials, another database. */
export const databaseUrlFor = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export const quoteIdent = (name: string): string => `"${name.replaceAll('"', '""')}"`;
