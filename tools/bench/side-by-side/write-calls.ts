// The two writes of the side-by-side table as calls to repeat: each call takes a new row of a pool
// made for its batch (a request is accepted once, a contract approved once), by the demo agency.
import type pg from 'pg';
import {
  contractTemplate,
  dropContractPool,
  dropRequestPool,
  makeContractPool,
  makeRequestPool,
  requestTemplate,
} from './write-pools';

/** The anti-forgery pair every write sends (the cookie and its header), and the JSON body's type. */
export const CSRF = {
  cookie: 'XSRF-TOKEN=bench-side',
  'x-xsrf-token': 'bench-side',
  'content-type': 'application/json',
};

export const WRITE_CALLS = ['accept', 'approve'] as const;
export type WriteCall = (typeof WRITE_CALLS)[number];

export const isWriteCall = (name: string): name is WriteCall =>
  (WRITE_CALLS as readonly string[]).includes(name);

/** Who makes the writes: the demo agency the pools' rows wait on. */
export const WRITER = 'agency-ph';

/** A write's paths, one per call, in order; `taken` of them already sent (by any run of the batch). */
export type WritePaths = { readonly paths: readonly string[]; taken: number };

export type WriteBatch = WritePaths & { drop: () => Promise<void> };

const pathsFrom = (first: number, count: number, path: (id: number) => string) =>
  Array.from({ length: count }, (_, index) => path(first + index));

/** `count` new rows for `call` by the agency `agencyId`, and the path that makes the call on each. */
export const writeBatch = async (
  client: pg.Client,
  call: WriteCall,
  agencyId: number,
  count: number,
): Promise<WriteBatch> => {
  if (call === 'accept') {
    const pool = await makeRequestPool(client, await requestTemplate(client, agencyId), count);
    return {
      paths: pathsFrom(pool.requests.first, count, (id) => `/api/employment-requests/${id}/accept`),
      taken: 0,
      drop: () => dropRequestPool(client, pool),
    };
  }
  const pool = await makeContractPool(client, await contractTemplate(client, agencyId), count);
  return {
    paths: pathsFrom(pool.first, count, (id) => `/api/partnership/contracts/${id}/approve`),
    taken: 0,
    drop: () => dropContractPool(client, pool),
  };
};
