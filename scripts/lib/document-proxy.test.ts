import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { serverOnlyCopy, startDocumentProxy } from './document-proxy.mjs';

const DOCUMENT = [
  '<!DOCTYPE html><html><head><link rel="stylesheet" href="/_next/static/a.css">',
  '<link rel="preload" href="/_next/static/b.js" as="script" fetchPriority="low">',
  '<link rel="modulepreload" href="/_next/static/c.js">',
  '<script src="/_next/static/d.js" async=""></script></head><body><h1>Event</h1>',
  '<script type="application/ld+json">{"@type":"Event"}</script>',
  '<script>self.__next_f.push([1,"payload"])</script></body></html>',
].join('');

describe('serverOnlyCopy', () => {
  it('keeps the markup, the CSS and the data scripts, and drops all client code', () => {
    const copy = serverOnlyCopy(DOCUMENT);
    expect(copy).toContain('<h1>Event</h1>');
    expect(copy).toContain('rel="stylesheet"');
    expect(copy).toContain('{"@type":"Event"}');
    expect(copy).not.toMatch(/d\.js|b\.js|c\.js|__next_f/);
  });
});

describe('startDocumentProxy', () => {
  let target: http.Server;
  let origin: string;
  beforeAll(async () => {
    target = http.createServer((request, response) => {
      if (request.url === '/app.js') {
        response.writeHead(200, { 'content-type': 'text/javascript' });
        response.end('run()');
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html', 'content-encoding': 'gzip' });
      response.end(gzipSync(DOCUMENT));
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => target.close(resolve)));

  async function through(options: { html?: (body: string) => string; refuse?: string[] }) {
    const probe = http.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const port = (probe.address() as AddressInfo).port;
    await new Promise((resolve) => probe.close(resolve));
    return startDocumentProxy({ target: origin, port, ...options });
  }

  it('rewrites a compressed document and passes other files unchanged', async () => {
    const proxy = await through({ html: serverOnlyCopy });
    try {
      const page = await fetch(`${proxy.origin}/max`);
      expect(await page.text()).toBe(serverOnlyCopy(DOCUMENT));
      expect(page.headers.get('content-encoding')).toBe('gzip');
      expect(await (await fetch(`${proxy.origin}/app.js`)).text()).toBe('run()');
    } finally {
      await proxy.stop();
    }
  });

  it('refuses the listed paths without asking the target', async () => {
    const proxy = await through({ refuse: ['/sw.js'] });
    try {
      expect((await fetch(`${proxy.origin}/sw.js`)).status).toBe(404);
      expect(await (await fetch(`${proxy.origin}/max`)).text()).toBe(DOCUMENT);
    } finally {
      await proxy.stop();
    }
  });
});
