import { handleMediaRequest } from '@/demo/media-api';
import { resetProgrammes } from '@/demo/media/programme';
import { publish as POST, readProgramme as GET } from './programme';

const URL_BASE = 'http://localhost:3000/demo/media/control/programme';
const post = (body: string) => POST(new Request(URL_BASE, { method: 'POST', body }));
const media = async (...path: string[]) => {
  const result = await handleMediaRequest({ method: 'GET', path });
  return result.kind === 'json' ? result : undefined;
};

beforeEach(() => {
  resetProgrammes();
});

describe('/demo/media/control/programme', () => {
  it('gives a copy its own hall, with no events until it is published', async () => {
    const activity = (await media('eventor', 'public', 'activity', 'demo-unpublished-a1'))
      ?.body as {
      activity: { hash: string; mainHall: { id: number } };
    };
    expect(activity.activity.hash).toBe('demo-unpublished-a1');
    const hall = activity.activity.mainHall.id;
    const read = await GET(new Request(`${URL_BASE}?hash=demo-unpublished-a1`));
    expect(await read.json()).toEqual({
      hash: 'demo-unpublished-a1',
      hallId: hall,
      published: false,
    });
    expect((await media('eventor', 'public', 'listevents', String(hall)))?.body).toEqual({
      events: [],
    });

    const published = await post(JSON.stringify({ hash: 'demo-unpublished-a1' }));
    expect(published.status).toBe(200);
    expect(published.headers.get('cache-control')).toBe('no-store');
    expect(await published.json()).toEqual({
      hash: 'demo-unpublished-a1',
      hallId: hall,
      published: true,
    });
    const online = (await media('eventor', 'public', 'listevents', '201'))?.body;
    expect((await media('eventor', 'public', 'listevents', String(hall)))?.body).toEqual(online);
    expect((online as { events: unknown[] }).events.length).toBeGreaterThan(0);
  });

  it('keeps copies apart: another copy has another hall, still empty', async () => {
    await post(JSON.stringify({ hash: 'demo-unpublished-a1' }));
    const a = (await (await GET(new Request(`${URL_BASE}?hash=demo-unpublished-a1`))).json()) as {
      hallId: number;
    };
    const b = (await (await GET(new Request(`${URL_BASE}?hash=demo-unpublished-b2`))).json()) as {
      hallId: number;
      published: boolean;
    };
    expect(b.hallId).not.toBe(a.hallId);
    expect(b.published).toBe(false);
    expect((await media('eventor', 'public', 'listevents', String(b.hallId)))?.body).toEqual({
      events: [],
    });
  });

  it.each([
    [JSON.stringify({ hash: 'demo-online' })],
    [JSON.stringify({ hash: 'demo-unpublished' })],
    [JSON.stringify({ hash: 'demo-unpublished-A' })],
    [JSON.stringify({ hash: ['demo-unpublished-a'] })],
    ['{not json'],
    ['null'],
    [JSON.stringify({ hash: 'demo-unpublished-a', pad: 'x'.repeat(2000) })],
  ])('answers %s with 400', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'BAD_REQUEST' });
  });
});
