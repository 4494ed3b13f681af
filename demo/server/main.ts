import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { Readable } from 'node:stream';
import { setDemoOrigin } from '../http';
import { createDemoHandler } from './router';

/**
 * The demo server (docs/demo.md): the demo services on a port and origin of their own, as a
 * deployment's upstreams, player host and widget host are. Started by demo/server/start.mjs.
 *
 * DEMO_HOST (default 127.0.0.1) and DEMO_PORT (default 3001) choose where it listens; DEMO_URL
 * (default `http://DEMO_HOST:DEMO_PORT`) is the origin its answers name; SITE_URL (default
 * `http://localhost:3000`) is the event site its index page links to.
 */

const host = process.env.DEMO_HOST?.trim() || '127.0.0.1';
const port = Number(process.env.DEMO_PORT?.trim() || 3001);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  throw new Error(`Invalid environment variable DEMO_PORT: ${process.env.DEMO_PORT}`);
}
const siteUrl = (process.env.SITE_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, '');

/** Bodies of the contract are a few fields; the handlers cut anything bigger themselves. */
function toRequest(incoming: IncomingMessage, origin: string, signal: AbortSignal): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const method = incoming.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD';
  return new Request(new URL(incoming.url ?? '/', origin), {
    method,
    headers,
    signal,
    body: hasBody ? (Readable.toWeb(incoming) as ReadableStream<Uint8Array>) : undefined,
    // Node's fetch needs this for a streamed request body.
    ...(hasBody && { duplex: 'half' }),
  } as RequestInit);
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(body);
}

const server = createServer((incoming, outgoing) => {
  const aborted = new AbortController();
  // The visitor went away before the answer (demo-slow waits on this).
  outgoing.on('close', () => {
    if (!outgoing.writableFinished) aborted.abort();
  });
  const origin = `http://${incoming.headers.host ?? `${host}:${port}`}`;
  void (async () => {
    try {
      await send(await handle(toRequest(incoming, origin, aborted.signal)), outgoing);
    } catch (error) {
      if (aborted.signal.aborted) return;
      console.error('demo server:', error);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
      outgoing.end('Internal Server Error');
    }
  })();
});

const handle = createDemoHandler({ siteUrl });
// Longer than any client's idle keep-alive, so a reused socket is never closed under a request.
server.keepAliveTimeout = 120_000;
server.listen(port, host, () => {
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  const listening = `http://${host.includes(':') ? `[${host}]` : host}:${bound}`;
  setDemoOrigin(process.env.DEMO_URL?.trim() || listening);
  console.log(`Demo services listening on ${listening}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
