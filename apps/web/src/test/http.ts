/** A JSON answer of the API, as a stubbed `fetch` returns it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
