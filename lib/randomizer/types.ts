import type { SerializedApiError } from '@/lib/api/errors';

/** One name in the draw: the viewers list of the event, as the upstream gives it. */
export interface RandomizerViewer {
  id: number;
  name: string;
}

/** What the randomizer page loaded on the server: the viewers, or the error to show instead. */
export type RandomizerLoad =
  | { kind: 'ready'; eventName: string; viewers: RandomizerViewer[] }
  | { kind: 'failed'; eventName?: string; error: SerializedApiError };
