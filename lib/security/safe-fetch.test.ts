import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, LookupFunction } from 'node:net';
import { SafeFetchError, safeFetch } from './safe-fetch';

/** A resolver that answers every name with `address`, as a hostile DNS zone would. */
function resolvingTo(address: string): LookupFunction & { calls: string[] } {
  const calls: string[] = [];
  const family = address.includes(':') ? 6 : 4;
  const lookup = ((hostname: string, options: { all?: boolean }, callback: unknown) => {
    calls.push(hostname);
    if (options.all) {
      (callback as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
        { address, family },
      ]);
    } else {
      (callback as (e: null, a: string, f: number) => void)(null, address, family);
    }
  }) as LookupFunction & { calls: string[] };
  lookup.calls = calls;
  return lookup;
}

async function refusal(promise: Promise<unknown>): Promise<SafeFetchError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe('safeFetch refuses what is not a public address', () => {
  it.each([
    '127.0.0.1',
    '10.0.0.1',
    '192.168.1.1',
    '172.16.0.1',
    '100.64.0.1',
    '169.254.169.254',
    '0.0.0.0',
    '224.0.0.1',
    '::1',
    '::ffff:127.0.0.1',
    'fd00::1',
    'fe80::1',
    '::',
  ])('a public name resolving to %s is refused after resolution', async (address) => {
    const lookup = resolvingTo(address);
    const error = await refusal(
      safeFetch('http://poster.example.com/p.png', { lookup, timeoutMs: 2000 }),
    );
    expect(error.reason).toBe('address');
    // The check ran inside the connection's own lookup: no second resolution to rebind.
    expect(lookup.calls).toEqual(['poster.example.com']);
  });

  it.each([
    'http://127.0.0.1/',
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://[::ffff:127.0.0.1]/',
    'http://[fd00::1]/',
    'http://0.0.0.0/',
    'http://10.0.0.1:8080/',
  ])('an address literal %s is refused without resolution', async (url) => {
    const error = await refusal(safeFetch(url, { timeoutMs: 2000 }));
    expect(error.reason).toBe('address');
  });

  it.each([
    'file:///etc/passwd',
    'ftp://example.com/x',
    'gopher://x',
    'data:,x',
    'not a url',
    'http://user:pw@example.com/',
  ])('%s is refused before any connection', async (url) => {
    const lookup = resolvingTo('93.184.216.34');
    const error = await refusal(safeFetch(url, { lookup }));
    expect(error.reason).toBe('scheme');
    expect(lookup.calls).toEqual([]);
  });
});

describe('safeFetch against a real loopback server', () => {
  let server: Server;
  let origin: string;
  let handler: (request: IncomingMessage, response: ServerResponse) => void;
  const allow = { testOnlyAllowAddresses: ['127.0.0.1'] };

  beforeAll(async () => {
    server = createServer((request, response) => handler(request, response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('refuses loopback without the test-only allowance', async () => {
    handler = (_request, response) => response.end('ok');
    const error = await refusal(safeFetch(`${origin}/p.png`));
    expect(error.reason).toBe('address');
  });

  it('fetches a small body', async () => {
    handler = (_request, response) => {
      response.setHeader('content-type', 'image/png');
      response.end(Buffer.from([1, 2, 3]));
    };
    const response = await safeFetch(`${origin}/p.png`, allow);
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect([...response.body]).toEqual([1, 2, 3]);
  });

  it('lets the own origin through the address filter, and nothing else', async () => {
    handler = (_request, response) => response.end('mine');
    const response = await safeFetch(`${origin}/demo/media/assets/p.svg`, {
      ownOrigins: [origin],
    });
    expect(response.body.toString()).toBe('mine');
    const other = `http://localhost:${new URL(origin).port}/p.svg`;
    const error = await refusal(safeFetch(other, { ownOrigins: [origin] }));
    expect(error.reason).toBe('address');
  });

  it('refuses a declared Content-Length over the limit before reading', async () => {
    handler = (_request, response) => {
      response.writeHead(200, { 'content-length': '100' });
      response.end('x'.repeat(100));
    };
    const error = await refusal(safeFetch(`${origin}/big`, { ...allow, maxBytes: 10 }));
    expect(error.reason).toBe('too-large');
  });

  it('aborts a body that grows past the limit whatever Content-Length says', async () => {
    let closed!: () => void;
    const connectionClosed = new Promise<void>((resolve) => (closed = resolve));
    handler = (request, response) => {
      // Claims 5 bytes, then streams chunked without end (no Content-Length: chunked).
      response.writeHead(200, { 'content-type': 'image/png' });
      const timer = setInterval(() => response.write(Buffer.alloc(4096)), 5);
      request.socket.on('close', () => {
        clearInterval(timer);
        closed();
      });
    };
    const error = await refusal(safeFetch(`${origin}/endless`, { ...allow, maxBytes: 64 * 1024 }));
    expect(error.reason).toBe('too-large');
    await connectionClosed;
  });

  it('aborts a body longer than its own lying Content-Length', async () => {
    handler = (request, response) => {
      // Writes past the declared length on the raw socket.
      request.socket.write(
        'HTTP/1.1 200 OK\r\ncontent-type: image/png\r\ncontent-length: 5\r\n\r\n' + 'y'.repeat(5),
      );
      request.socket.end();
      response.destroy();
    };
    const response = await safeFetch(`${origin}/liar`, { ...allow, maxBytes: 10 });
    // Node's parser stops at the declared length: the extra bytes never reach the caller.
    expect(response.body.byteLength).toBeLessThanOrEqual(10);
  });

  it('gives up at the total deadline on a server that never answers', async () => {
    handler = () => undefined;
    const error = await refusal(safeFetch(`${origin}/hang`, { ...allow, timeoutMs: 100 }));
    expect(error.reason).toBe('timeout');
  });

  it('gives up at the total deadline on a body that trickles', async () => {
    handler = (_request, response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write('.'), 10);
      response.on('close', () => clearInterval(timer));
    };
    const error = await refusal(safeFetch(`${origin}/trickle`, { ...allow, timeoutMs: 150 }));
    expect(error.reason).toBe('timeout');
  });

  it('follows a same-origin redirect, at most maxRedirects times', async () => {
    handler = (request, response) => {
      const step = Number(new URL(request.url ?? '/', origin).searchParams.get('n') ?? 0);
      if (step < 5) {
        response.writeHead(302, { location: `/r?n=${step + 1}` });
        response.end();
      } else response.end('done');
    };
    const followed = await safeFetch(`${origin}/r?n=3`, { ...allow, maxRedirects: 2 });
    expect(followed.body.toString()).toBe('done');
    expect(followed.url).toBe(`${origin}/r?n=5`);
    const error = await refusal(safeFetch(`${origin}/r?n=0`, { ...allow, maxRedirects: 2 }));
    expect(error.reason).toBe('redirect');
  });

  it('never follows a redirect to another host', async () => {
    handler = (_request, response) => {
      response.writeHead(301, { location: 'http://169.254.169.254/latest/meta-data/' });
      response.end();
    };
    const error = await refusal(safeFetch(`${origin}/away`, allow));
    expect(error.reason).toBe('redirect');
    handler = (_request, response) => {
      response.writeHead(302, { location: 'file:///etc/passwd' });
      response.end();
    };
    expect((await refusal(safeFetch(`${origin}/file`, allow))).reason).toBe('scheme');
  });
});
