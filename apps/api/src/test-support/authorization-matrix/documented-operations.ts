/** `GET /api/lookups/jobs/:id` for every operation of an OpenAPI document (paths use `{id}`). */
export const documentedOperations = (document: {
  paths: Record<string, Record<string, unknown>>;
}): string[] =>
  Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((method) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
  );
