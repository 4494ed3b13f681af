import { upstreamRequest, type CallOptions } from './http';
import { chatHistoryResponseSchema, type ChatItem } from './schemas';
import { parseCount, parseId } from './validate';

const CHAT_HISTORY_LIMIT = 100;
const MAX_LIMIT = 1000;

/** @internal */
export async function getChatHistory(
  { roomId, limit = CHAT_HISTORY_LIMIT }: { roomId: number | string; limit?: number },
  options: CallOptions = {},
): Promise<ChatItem[]> {
  const query = {
    roomId: parseId(roomId, 'chat'),
    limit: parseCount(limit, 'chat', { min: 1, max: MAX_LIMIT }),
  };
  const { items } = await upstreamRequest({
    ...options,
    service: 'chat',
    base: 'media',
    path: '/chat/room/chat_moder_hist',
    endpoint: '/chat/room/chat_moder_hist',
    query,
    schema: chatHistoryResponseSchema,
  });
  return items;
}

/** Newest first; equal times keep the upstream's order. */
export async function getQuestions(
  roomId: number | string,
  { limit, ...options }: CallOptions & { limit?: number } = {},
): Promise<ChatItem[]> {
  const items = await getChatHistory({ roomId, limit }, options);
  return items
    .filter((item) => item.payload.isQuestion === true)
    .map((item) => ({ item, time: Date.parse(item.createdAt) }))
    .sort((a, b) => b.time - a.time)
    .map(({ item }) => item);
}
