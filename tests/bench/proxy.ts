/**
 * A counting TCP proxy on loopback for `npm run bench` (docs/performance.md): the data
 * layer talks to the Firestore emulator through it, and it counts the bytes that cross
 * the wire in each direction (HTTP headers and bodies, as sent) and the documents in
 * the answers (each `"document":` key of a runQuery answer).
 */
import { createServer, connect, type AddressInfo, type Socket } from 'node:net';

/** Running totals; read them before and after a call to get the call's share. */
export interface Counts {
  /** Bytes from the emulator to the client. */
  received: number;
  /** Bytes from the client to the emulator. */
  sent: number;
  /** Documents in the emulator's answers. */
  documents: number;
}

/** A started proxy. */
export interface CountingProxy {
  readonly port: number;
  readonly counts: Counts;
  close(): Promise<void>;
}

const DOCUMENT_KEY = /"document":/g;

/**
 * Starts a proxy on 127.0.0.1 (a free port) forwarding to target.
 * @param targetHost e.g. "127.0.0.1"
 * @param targetPort the Firestore emulator's port
 * @returns the proxy, its port and its counters
 * @throws Error when it cannot listen
 */
export async function startCountingProxy(targetHost: string, targetPort: number): Promise<CountingProxy> {
  const counts: Counts = { received: 0, sent: 0, documents: 0 };
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(targetPort, targetHost);
    sockets.add(client).add(upstream);
    // A key split across two chunks is still found: scan the tail of the previous one too.
    let tail = '';
    upstream.on('data', (chunk: Buffer) => {
      counts.received += chunk.length;
      const text = tail + chunk.toString('latin1');
      counts.documents += text.match(DOCUMENT_KEY)?.length ?? 0;
      // Keep a tail one character shorter than the key: never counted twice.
      tail = text.slice(-10);
    });
    client.on('data', (chunk: Buffer) => (counts.sent += chunk.length));
    client.pipe(upstream).pipe(client);
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    counts,
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * Points this worker's Firestore calls at a new counting proxy in front of the emulator
 * (FIRESTORE_EMULATOR_HOST): Firestore Lite talks REST over the global fetch, so its
 * URLs are rewritten to the proxy's port; every request is counted too.
 * @returns the proxy, the number of Firestore requests sent so far, and `restore()`,
 *   which puts the real fetch back and closes the proxy
 */
export async function routeFirestoreThroughProxy(): Promise<{
  readonly proxy: CountingProxy;
  readonly requests: () => number;
  restore(): Promise<void>;
}> {
  const [host = '127.0.0.1', port = '8080'] = (process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080').split(':');
  const proxy = await startCountingProxy(host, Number(port));
  const realFetch = globalThis.fetch;
  const emulatorOrigin = new RegExp(`^http://(127\\.0\\.0\\.1|localhost):${port}/`);
  let requests = 0;
  globalThis.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!emulatorOrigin.test(url)) return realFetch(input, init);
    requests++;
    return realFetch(url.replace(emulatorOrigin, `http://127.0.0.1:${proxy.port}/`), init);
  };
  return {
    proxy,
    requests: () => requests,
    restore: async () => {
      globalThis.fetch = realFetch;
      await proxy.close();
    },
  };
}
