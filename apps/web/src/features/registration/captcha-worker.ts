/** Solves an ALTCHA proof-of-work challenge off the main thread: SHA-256(salt + n) === challenge. */
type Task = { challenge: string; salt: string; max: number };

const hex = (buffer: ArrayBuffer): string =>
  Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');

type WorkerScope = {
  onmessage: ((event: MessageEvent<Task>) => void) | null;
  postMessage: (message: unknown) => void;
};
const scope = self as unknown as WorkerScope;

scope.onmessage = async (event: MessageEvent<Task>) => {
  const { challenge, salt, max } = event.data;
  const encoder = new TextEncoder();
  for (let number = 0; number <= max; number += 1) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(`${salt}${number}`));
    if (hex(digest) === challenge) {
      scope.postMessage({ number });
      return;
    }
  }
  scope.postMessage({ number: null });
};
