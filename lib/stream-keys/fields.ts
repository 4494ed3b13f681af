import type { StreamKeys } from '@/lib/api/schemas';

// The stream key also sits inside the RTMP link and SRT fields, so those are masked too.

/** @internal */
export const MASK = '••••••••';

export const STREAM_FIELD_IDS = [
  'serverUrl',
  'streamKey',
  'fullUrl',
  'host',
  'port',
  'streamId',
  'srtServerUrl',
] as const;
export type StreamFieldId = (typeof STREAM_FIELD_IDS)[number];

export interface StreamField {
  id: StreamFieldId;
  value: string;
  masked: string;
}

export interface StreamView {
  anchor: string;
  kind: StreamKeys['kind'];
  index: number;
  rtmp: StreamField[];
  srt: StreamField[] | null;
}

/** Wholly masked if no secret occurs in it. @internal */
export function maskSecret(value: string, secrets: readonly string[]): string {
  const present = [...new Set(secrets)]
    .filter((secret) => secret.length > 0 && value.includes(secret))
    .sort((a, b) => b.length - a.length);
  if (present.length === 0) return MASK;
  return present.reduce((masked, secret) => masked.split(secret).join(MASK), value);
}

function plain(id: StreamFieldId, value: string): StreamField {
  return { id, value, masked: value };
}

function secret(id: StreamFieldId, value: string, secrets: readonly string[]): StreamField {
  return { id, value, masked: maskSecret(value, secrets) };
}

/** @internal */
export function streamAnchor(stream: Pick<StreamKeys, 'kind' | 'index'>): string {
  return stream.kind === 'main' ? 'stream-main' : `stream-backup-${stream.index}`;
}

export function sortStreams<T extends Pick<StreamKeys, 'kind' | 'index'>>(
  streams: readonly T[],
): T[] {
  const rank = (stream: T) => (stream.kind === 'main' ? -1 : stream.index);
  return [...streams].sort((a, b) => rank(a) - rank(b));
}

export function toStreamView(stream: StreamKeys): StreamView {
  const key = stream.rtmp.streamKey;
  const secrets = [key, encodeURIComponent(key)];
  return {
    anchor: streamAnchor(stream),
    kind: stream.kind,
    index: stream.index,
    rtmp: [
      plain('serverUrl', stream.rtmp.serverUrl),
      secret('streamKey', key, secrets),
      secret('fullUrl', stream.rtmp.fullUrl, secrets),
    ],
    srt: stream.srt
      ? [
          plain('host', stream.srt.host),
          plain('port', String(stream.srt.port)),
          secret('streamId', stream.srt.streamId, secrets),
          secret('srtServerUrl', stream.srt.serverUrl, secrets),
        ]
      : null,
  };
}
