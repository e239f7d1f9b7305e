// An import's run as the benches follow it (decision 0048): upload, then poll until it has finished.
import { isImportRunFinished, type ImportRun } from '@portal/contracts/import-runs';

export const finishedRun = async (
  baseUrl: string,
  id: string,
  headers: Record<string, string>,
): Promise<ImportRun> => {
  for (const deadline = Date.now() + 300_000; Date.now() < deadline;) {
    const response = await fetch(`${baseUrl}/api/import-runs/${id}`, { headers });
    const run = (await response.json()) as ImportRun;
    if (isImportRunFinished(run.status)) return run;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import run ${id} did not finish in 5 minutes`);
};
