import { request } from 'node:http';
import { startNginx } from './nginx.mjs';
import { freePort } from './server.cjs';

/**
 * The shipped file's maps (deploy/nginx/event-site.conf) evaluated by nginx itself, not by a
 * JavaScript copy of their regexes: a small server beside the site's returns the value a map
 * gives for the address, cookie or query it is sent. `realip` on the test server stands for the
 * limit server's (nginx's own text form of the address); without it the front server's input is
 * a trusted hop's X-Forwarded-For entry as the hop wrote it.
 */

jest.setTimeout(30_000);

let nginx: Awaited<ReturnType<typeof startNginx>>;
let origin: string;
let realipOrigin: string;

beforeAll(async () => {
  const port = await freePort();
  const realipPort = await freePort();
  origin = `http://127.0.0.1:${port}`;
  realipOrigin = `http://127.0.0.1:${realipPort}`;
  nginx = await startNginx({
    // Never asked: only the test server below answers here.
    upstreams: ['127.0.0.1:9'],
    label: 'nginx (maps)',
    extraHttp: `
server {
  listen 127.0.0.1:${realipPort};
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Test-Address;
  return 200 "$event_site_client_key";
}
server {
  listen 127.0.0.1:${port};
  location /hop/ { return 200 "$event_site_client_key"; }
  location /internal/ { return 200 "$event_site_client $event_site_internal_client"; }
  location /locale/ { return 200 "$event_site_cookie_locale"; }
  location / { return 200 "$event_site_log_path$event_site_log_query"; }
}`,
  });
});

afterAll(async () => {
  await nginx?.stop();
});

function get(target: string, headers: Record<string, string> = {}, base = origin) {
  return new Promise<string>((resolve, reject) => {
    const req = request(`${base}${target}`, { headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('$event_site_client_key: IPv4 by address, IPv6 by /64', () => {
  // [address as a hop may write it, the key]
  const table: [string, string][] = [
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2'],
    ['2001:db8:1:2::5', '2001:db8:1:2'],
    ['2001:db8:1:2::', '2001:db8:1:2'],
    ['2001:0db8:0001:0002:0000:0000:0000:0001', '2001:db8:1:2'],
    ['2001:DB8:A:B::1', '2001:db8:a:b'],
    ['2001:db8:1::1', '2001:db8:1:0'],
    ['1:2:3:0:0:0:0:8', '1:2:3:0'],
    ['2001:db8::1', '2001:db8:0:0'],
    ['2001:db8:0:0:1::1', '2001:db8:0:0'],
    ['1::2:3:4:5:6', '1:0:0:2'],
    ['1:0:0:4:5:6:7:8', '1:0:0:4'],
    ['1::8', '1:0:0:0'],
    ['::2:3:4:5:6:7', '0:0:2:3'],
    ['::3:4:5:6:7', '0:0:0:3'],
    ['::4:5:6:7', '0:0:0:0'],
    ['0:0:0:0:0:0:0:2', '0:0:0:0'],
    ['::1', '0:0:0:0'],
    ['::', '0:0:0:0'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0'],
  ];

  it.each(table)('%s in nginx’s own form (limit server) → %s', async (address, key) => {
    await expect(get('/', { 'x-test-address': address }, realipOrigin)).resolves.toBe(key);
  });

  it('gives every address of one /64 one key, and the next /64 another', async () => {
    const keys = await Promise.all(
      ['2001:db8:5:6::1', '2001:db8:5:6:ffff:ffff:ffff:ffff', '2001:db8:5:6:1:2:3:4'].map(
        (address) => get('/', { 'x-test-address': address }, realipOrigin),
      ),
    );
    expect(new Set(keys)).toEqual(new Set(['2001:db8:5:6']));
    await expect(get('/', { 'x-test-address': '2001:db8:5:7::1' }, realipOrigin)).resolves.toBe(
      '2001:db8:5:7',
    );
  });

  // The hop's own spelling is kept (letter case aside): its canonical forms give the same keys.
  it.each(table.filter(([address]) => !/[A-F]|\b0[0-9a-f]/.test(address)))(
    '%s as a trusted hop writes it (front server) → %s',
    async (address, key) => {
      await expect(get('/hop/', { 'x-forwarded-for': `198.51.100.9, ${address}` })).resolves.toBe(
        key,
      );
    },
  );
});

describe('$event_site_client: what a trusted hop wrote, or an outsider', () => {
  it.each([
    ['203.0.113.9:4444', '203.0.113.9 0'],
    ['[2001:db8::1]:4444', '2001:db8::1 0'],
    ['[2001:db8::1]', '2001:db8::1 0'],
    ['unknown', 'unreadable 0'],
    ['203.0.113.9, junk', 'unreadable 0'],
    ['203.0.113.9,', 'unreadable 0'],
    ['2001:db8::1%eth0', 'unreadable 0'],
    ['203.0.113.9', '203.0.113.9 0'],
  ])('X-Forwarded-For %s → %s (never the hop, never internal)', async (forwarded, answer) => {
    await expect(get('/internal/', { 'x-forwarded-for': forwarded })).resolves.toBe(answer);
  });

  it('counts the hop itself only when it forwards no address', async () => {
    await expect(get('/internal/')).resolves.toBe('127.0.0.1 1');
  });
});

describe('$event_site_cookie_locale: the language only when nginx and Next cannot differ', () => {
  const table: [string, string][] = [
    ['NEXT_LOCALE=en', 'en'],
    ['NEXT_LOCALE=ru', 'ru'],
    ['a=1; NEXT_LOCALE=en', 'en'],
    ['a=1;NEXT_LOCALE=ru; b=2', 'ru'],
    ['a=1', ''],
    ['theme=next', ''],
    ['NEXT_LOCALE\t=en', '?'],
    ['NEXT_LOCALE =en', '?'],
    ['NEXT_LOCALE= en', '?'],
    ['a=1;  NEXT_LOCALE=en', '?'],
    ['a=1;\tNEXT_LOCALE=en', '?'],
    ['NEXT_LOCALE=EN', '?'],
    ['next_locale=en', '?'],
    ['Next_Locale=ru', '?'],
    ['a=1, NEXT_LOCALE=en', '?'],
    ['NEXT_LOCALE=en, a=1', '?'],
    ['NEXT_LOCALE=en; NEXT_LOCALE=ru', '?'],
    ['NEXT_LOCALE=en; next_locale=ru', '?'],
    ['NEXT_LOCALE=xx', '?'],
    ['NEXT_LOCALE=en-US', '?'],
    ['NEXT_LOCALE=%65n', '?'],
    ['NEXT_LOCALE="en"', '?'],
    ['X_NEXT_LOCALE=en', '?'],
  ];

  it.each(table)('Cookie: %j → %j', async (cookie, locale) => {
    await expect(get('/locale/', { cookie })).resolves.toBe(locale);
  });

  it('no Cookie header → empty', async () => {
    await expect(get('/locale/')).resolves.toBe('');
  });
});

describe('the access log’s query: public values kept, every other value masked', () => {
  const table: [string, string][] = [
    ['/max?hash=demo&debug&theme=cloud', '/max?hash=demo&debug&theme=cloud'],
    ['/stream-keys?id=1001&orderId=777', '/stream-keys?id=***&orderId=***'],
    ['/form-qr-code?id=42', '/form-qr-code?id=42'],
    ['/en/form-qr-code?id=42&token=t', '/en/form-qr-code?id=42&token=***'],
    ['/order?hash=h&orderId=777', '/order?hash=h&orderId=***'],
    ['/platform?hash=h&code=c&hallId=3', '/platform?hash=h&code=***&hallId=3'],
    ['/max?hash=h&utm_source=x&Hash=y&hash2=z', '/max?hash=h&utm_source=***&Hash=***&hash2=***'],
    ['/max?SECRET&x=&=v', '/max?***&x=&=***'],
    ['/max?a=1&b=2&c=3&d=4&e=5&f=6', '/max?a=***&b=***&c=***&d=***&e=***&f=***'],
    ['/max?a=1&b=2&c=3&d=4&e=5&f=6&g=7', '/max?[masked]'],
    ['/max?', '/max'],
    ['/max', '/max'],
  ];

  it.each(table)('%s → %s', async (target, logged) => {
    await expect(get(target)).resolves.toBe(logged);
  });
});
