import type { StreamKeys } from '@/lib/api/schemas';
import { MASK, maskSecret, sortStreams, streamAnchor, toStreamView } from './fields';

const KEY = 'do101-7f3c9a2e-main';

function stream(overrides: Partial<StreamKeys> = {}): StreamKeys {
  const streamId = `#!::r=live/${KEY},m=publish`;
  return {
    kind: 'main',
    index: 0,
    rtmp: {
      serverUrl: 'rtmp://live.example/live',
      streamKey: KEY,
      fullUrl: `rtmp://live.example/live/${KEY}`,
    },
    srt: {
      host: 'srt.example',
      port: 9000,
      streamId,
      serverUrl: `srt://srt.example:9000?streamid=${encodeURIComponent(streamId)}`,
    },
    ...overrides,
  };
}

describe('maskSecret', () => {
  it('masks every occurrence of the secret and keeps the rest readable', () => {
    expect(maskSecret(`a/${KEY}/b/${KEY}`, [KEY])).toBe(`a/${MASK}/b/${MASK}`);
  });

  it('masks the whole value when no secret occurs in it', () => {
    expect(maskSecret('something-else', [KEY])).toBe(MASK);
    expect(maskSecret('anything', [''])).toBe(MASK);
  });

  it('masks the longest secret first, so an encoded form is not left half visible', () => {
    expect(maskSecret('x=a%2Fb', ['a', 'a%2Fb'])).toBe(`x=${MASK}`);
  });
});

describe('toStreamView', () => {
  it('lists the RTMP and SRT values with the key hidden wherever it occurs', () => {
    const view = toStreamView(stream());
    expect(view.anchor).toBe('stream-main');
    expect(view.rtmp).toEqual([
      { id: 'serverUrl', value: 'rtmp://live.example/live', masked: 'rtmp://live.example/live' },
      { id: 'streamKey', value: KEY, masked: MASK },
      {
        id: 'fullUrl',
        value: `rtmp://live.example/live/${KEY}`,
        masked: `rtmp://live.example/live/${MASK}`,
      },
    ]);
    const srt = Object.fromEntries((view.srt ?? []).map((field) => [field.id, field]));
    expect(srt.host?.masked).toBe('srt.example');
    expect(srt.port?.value).toBe('9000');
    expect(srt.streamId?.masked).toBe(`#!::r=live/${MASK},m=publish`);
    expect(srt.srtServerUrl?.masked).not.toContain(KEY);
    expect(srt.srtServerUrl?.masked).toContain('srt://srt.example:9000?streamid=');
  });

  it('has no SRT part when the stream has none', () => {
    expect(toStreamView(stream({ srt: undefined })).srt).toBeNull();
  });

  it('hides an SRT stream id that does not contain the RTMP key entirely', () => {
    const view = toStreamView(
      stream({ srt: { host: 'h', port: 1, streamId: 'other-secret', serverUrl: 'srt://h:1' } }),
    );
    expect(view.srt?.find((field) => field.id === 'streamId')?.masked).toBe(MASK);
    expect(view.srt?.find((field) => field.id === 'srtServerUrl')?.masked).toBe(MASK);
  });
});

describe('sortStreams and streamAnchor', () => {
  it('puts the main stream first and the backups in number order', () => {
    const streams = [
      { kind: 'backup' as const, index: 2 },
      { kind: 'main' as const, index: 0 },
      { kind: 'backup' as const, index: 1 },
    ];
    expect(sortStreams(streams).map(streamAnchor)).toEqual([
      'stream-main',
      'stream-backup-1',
      'stream-backup-2',
    ]);
  });
});
