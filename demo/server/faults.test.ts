import { resetFlakyFaults } from '../media/faults';
import { readFault, switchFault } from './faults';

const URL_BASE = 'http://127.0.0.1:3001/demo/media/control/faults';
const post = (body: string) => switchFault(new Request(URL_BASE, { method: 'POST', body }));
const GET = (request: Request) => Promise.resolve(readFault(request));

beforeEach(() => {
  resetFlakyFaults();
});

describe('/demo/media/control/faults', () => {
  it('switches a flaky hash and reads it back', async () => {
    const set = await post(JSON.stringify({ mode: 'slow', hash: 'demo-flaky-x1' }));
    expect(set.status).toBe(200);
    expect(set.headers.get('cache-control')).toBe('no-store');
    expect(await set.json()).toEqual({ hash: 'demo-flaky-x1', mode: 'slow', hits: 0 });
    const read = await GET(new Request(`${URL_BASE}?hash=demo-flaky-x1`));
    expect(await read.json()).toEqual({ hash: 'demo-flaky-x1', mode: 'slow', hits: 0 });
    const base = await GET(new Request(URL_BASE));
    expect(await base.json()).toEqual({ hash: 'demo-flaky', mode: 'healthy', hits: 0 });
  });

  it('switches every flaky hash under a prefix that has no mode of its own', async () => {
    const set = await post(JSON.stringify({ mode: 'failing', hash: 'demo-flaky-bench*' }));
    expect(await set.json()).toEqual({ prefix: 'demo-flaky-bench', mode: 'failing' });
    await post(JSON.stringify({ mode: 'slow', hash: 'demo-flaky-bench2' }));
    const read = async (hash: string) =>
      (await (await GET(new Request(`${URL_BASE}?hash=${hash}`))).json()) as { mode: string };
    expect((await read('demo-flaky-bench1x')).mode).toBe('failing');
    expect((await read('demo-flaky-bench2')).mode).toBe('slow');
    expect((await read('demo-flaky-other')).mode).toBe('healthy');
  });

  it.each([
    [JSON.stringify({ mode: 'failing', hash: 'demo-online*' })],
    [JSON.stringify({ mode: 'failing', hash: 'demo-flaky-a*b' })],
    ['{not json'],
    ['null'],
    [JSON.stringify({ mode: 'exploding' })],
    [JSON.stringify({ mode: 'failing', hash: 'demo-online' })],
    [JSON.stringify({ mode: 'failing', hash: ['demo-flaky'] })],
    [JSON.stringify({ mode: 'failing', pad: 'x'.repeat(2000) })],
  ])('answers %s with 400 and changes nothing', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'BAD_REQUEST' });
    expect(await (await GET(new Request(URL_BASE))).json()).toMatchObject({ mode: 'healthy' });
  });

  it('refuses to switch anything but flaky hashes, even read-only', async () => {
    expect((await GET(new Request(`${URL_BASE}?hash=demo-online`))).status).toBe(400);
  });
});
