import { METADATA_WAIT_MS, organizerMetadata } from './metadata';

const path = '/questions?hash=demo-online';
const title = (value: string | undefined) => (value ? `Questions — ${value}` : 'Questions');

describe('organizerMetadata', () => {
  afterEach(() => jest.useRealTimers());

  it('names the resource when it answers in time', async () => {
    const metadata = await organizerMetadata({
      locale: 'ru',
      path,
      resource: Promise.resolve('Demo'),
      title,
    });
    expect(metadata.title).toBe('Questions — Demo');
  });

  it('does not hold the head back for a slow upstream: the generic title after the wait', async () => {
    jest.useFakeTimers();
    let settled = false;
    const pending = organizerMetadata({
      locale: 'ru',
      path,
      resource: new Promise<string>(() => undefined),
      title,
    }).then((metadata) => {
      settled = true;
      return metadata;
    });
    await jest.advanceTimersByTimeAsync(METADATA_WAIT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect((await pending).title).toBe('Questions');
  });
});
