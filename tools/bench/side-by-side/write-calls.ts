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

export type WriteBatch = { nextPath: () => string; drop: () => Promise<void> };

/** `count` new rows for `call` by the agency `agencyId`, and the path of the next one each time. */
export const writeBatch = async (
  client: pg.Client,
  call: WriteCall,
  agencyId: number,
  count: number,
): Promise<WriteBatch> => {
  if (call === 'accept') {
    const pool = await makeRequestPool(client, await requestTemplate(client, agencyId), count);
    let next = pool.requests.first;
    return {
      nextPath: () => `/api/employment-requests/${next++}/accept`,
      drop: () => dropRequestPool(client, pool),
    };
  }
  const pool = await makeContractPool(client, await contractTemplate(client, agencyId), count);
  let next = pool.first;
  return {
    nextPath: () => `/api/partnership/contracts/${next++}/approve`,
    drop: () => dropContractPool(client, pool),
  };
};
