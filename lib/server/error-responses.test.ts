import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import { gzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import {
  errorPage,
  hasMalformedEncoding,
  installErrorResponses,
  localeOfPath,
  outageText,
  replacementFor,
  RETRY_AFTER_SECONDS,
} from './error-responses';
import { clearUpstreamOutage, OUTAGE_WINDOW_MS, recordUpstreamFailure } from './upstream-outage';

const page = { url: '/en/max?hash=x', headers: {}, method: 'GET' };

afterEach(() => clearUpstreamOutage());

describe('replacementFor', () => {
  it('leaves every status but 500 alone, outage or not', () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    for (const status of [200, 304, 404, 502, 503]) {
      expect(replacementFor(status, page)).toBeUndefined();
    }
  });

  it('leaves a 500 alone when no upstream outage explains it', () => {
    expect(replacementFor(500, page)).toBeUndefined();
  });

  it('answers 502 with the catalogue text when the upstream answered badly', () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    const replacement = replacementFor(500, page);
    expect(replacement?.status).toBe(502);
    expect(replacement?.headers['retry-after']).toBeUndefined();
    const html = replacement?.body.toString() ?? '';
    expect(html).toContain(en.errors.UNEXPECTED.replace(/'/g, '&#39;'));
    expect(html).toContain('lang="en"');
    expect(html).toContain(`href="/en/max?hash=x">${en.errors.retry}</a>`);
    expect(html).not.toContain('<script');
  });

  it('answers 503 with Retry-After when the upstream could not be reached', () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 503 });
    const replacement = replacementFor(500, { ...page, url: '/max?hash=x' });
    expect(replacement?.status).toBe(503);
    expect(replacement?.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    expect(replacement?.body.toString()).toContain('lang="ru"');
  });

  it('does not blame an outage older than the window, nor a not-found answer', () => {
    const now = Date.now();
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 }, now);
    expect(replacementFor(500, page, now + OUTAGE_WINDOW_MS + 1)).toBeUndefined();
    clearUpstreamOutage();
    recordUpstreamFailure({ code: 'ACTIVITY_NOT_FOUND', service: 'eventor', status: 404 });
    expect(replacementFor(500, page)).toBeUndefined();
  });

  it('answers API routes with the error as JSON', () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'chat', status: 503 });
    const replacement = replacementFor(500, { ...page, url: '/api/questions/1' });
    expect(replacement?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(replacement?.body.toString() ?? '')).toEqual({
      error: { code: 'UNEXPECTED', service: 'chat', status: 503 },
    });
  });

  it("leaves the embedded demo upstream's own deliberate 500s alone", () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    expect(
      replacementFor(500, { ...page, url: '/demo/media/eventor/public/activity/demo-broken' }),
    ).toBeUndefined();
  });

  it('leaves client-router (RSC) requests to the client error boundary', () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    expect(replacementFor(500, { ...page, headers: { rsc: '1' } })).toBeUndefined();
  });

  it('answers an undecodable URL with 400 whether or not the upstream is failing', () => {
    const replacement = replacementFor(500, { ...page, url: '/%E0%A4%A' });
    expect(replacement?.status).toBe(400);
    expect(replacement?.body.toString()).toContain(ru.errors.badRequest);
  });

  it('never links back to another host', () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    for (const url of ['//evil.example/max', '/\\evil.example']) {
      expect(replacementFor(500, { ...page, url })?.body.toString()).toContain('href="/"');
    }
  });
});

describe('helpers', () => {
  it('detects malformed percent-encoding only', () => {
    expect(hasMalformedEncoding('/%E0%A4%A')).toBe(true);
    expect(hasMalformedEncoding('/max?hash=%')).toBe(true);
    expect(hasMalformedEncoding('/max?hash=%D0%BF')).toBe(false);
    expect(hasMalformedEncoding(undefined)).toBe(false);
  });

  it('reads the locale from the path prefix', () => {
    expect(localeOfPath('/en')).toBe('en');
    expect(localeOfPath('/en/max?hash=x')).toBe('en');
    expect(localeOfPath('/english')).toBe('ru');
    expect(localeOfPath('/max')).toBe('ru');
  });

  it('prefers the service-specific catalogue text', () => {
    expect(outageText({ code: 'WRONG_ACTIVITY_ID', service: 'forms' }, 'en')).toBe(
      en.errors.services.forms.WRONG_ACTIVITY_ID,
    );
    expect(outageText({ code: 'NO_SUCH_CODE', service: 'eventor' }, 'ru')).toBe(ru.errors.default);
  });

  it('escapes everything it prints', () => {
    const html = errorPage({
      locale: 'en',
      text: '<b>"x"</b>',
      retryHref: '/a"b',
      retryLabel: 'r',
    });
    expect(html).not.toContain('<b>');
    expect(html).toContain('href="/a&#34;b"');
  });
});

describe('installErrorResponses on a real HTTP server', () => {
  let server: Server;
  let origin: string;
  let handler: (response: ServerResponse) => void;

  beforeAll(async () => {
    installErrorResponses();
    installErrorResponses(); // idempotent
    server = createServer((_request, response) => handler(response));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function get(path: string, method = 'GET') {
    return new Promise<{ status: number; headers: Record<string, unknown>; body: string }>(
      (resolve, reject) => {
        const request = httpRequest(`${origin}${path}`, { method }, (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks).toString(),
            }),
          );
        });
        request.on('error', reject);
        request.end();
      },
    );
  }

  it('replaces a streamed 500 (flushHeaders, write, end) and drops what Next still writes', async () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 503 });
    handler = (response) => {
      response.statusCode = 500;
      response.setHeader('content-encoding', 'gzip');
      response.setHeader('etag', '"next"');
      response.flushHeaders();
      response.write(gzipSync('next body'));
      response.end(gzipSync('more'));
    };
    const answer = await get('/en/max?hash=x');
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('30');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.headers.etag).toBeUndefined();
    expect(answer.headers['cache-control']).toMatch(/no-store/);
    expect(answer.body).toContain(en.errors.retry);
    expect(answer.body).not.toContain('next body');
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
  });

  it('replaces an explicit writeHead(500, headers) + end(body)', async () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    handler = (response) => {
      response.writeHead(500, { 'content-type': 'text/plain', 'content-length': '21' });
      response.end('Internal Server Error');
    };
    const answer = await get('/max?hash=x');
    expect(answer.status).toBe(502);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);
    expect(answer.body).toContain(ru.errors.UNEXPECTED);
  });

  it('sends headers only for HEAD', async () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    handler = (response) => {
      response.statusCode = 500;
      response.end('x');
    };
    const answer = await get('/max?hash=x', 'HEAD');
    expect(answer.status).toBe(502);
    expect(answer.body).toBe('');
  });

  it("names each request's own upstream fault, whatever failed last in the process", async () => {
    handler = (response) => {
      const own = response.req.url?.includes('slow')
        ? { code: 'UNEXPECTED', service: 'eventor' as const, status: 503 }
        : { code: 'UNEXPECTED', service: 'eventor' as const, status: 502 };
      recordUpstreamFailure(own);
      // Another request's fault lands in between (the process-wide record now says otherwise).
      setTimeout(() => {
        response.statusCode = 500;
        response.end('x');
      }, 20);
    };
    const [bad, slow] = await Promise.all([get('/max?hash=bad'), get('/max?hash=slow')]);
    expect(bad.status).toBe(502);
    expect(slow.status).toBe(503);
  });

  it('passes every other answer through untouched', async () => {
    recordUpstreamFailure({ code: 'UNEXPECTED', service: 'eventor', status: 502 });
    handler = (response) => {
      response.statusCode = 200;
      response.write('hello ');
      response.end('world');
    };
    const answer = await get('/max?hash=x');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('hello world');
  });
});
