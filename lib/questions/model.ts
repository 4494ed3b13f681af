import type { ChatItem } from '@/lib/api/schemas';

/** A question for the host as the page and its refresh route carry it: only what is shown. */
export interface Question {
  id: string;
  author: string;
  text: string;
  /** ISO 8601 with offset, printed as HH:mm in the event's platform zone. */
  createdAt: string;
  isAnswered: boolean;
  likes: number;
}

/** What a question needs of a chat item; a parsed `ChatItem` fits. */
export type QuestionSource = Pick<ChatItem, 'id' | 'createdAt' | 'author'> & {
  payload: { text: string; isAnswered?: boolean; likes?: number };
};

export function toQuestion(item: QuestionSource): Question {
  return {
    id: item.id,
    author: item.author.name,
    text: item.payload.text,
    createdAt: item.createdAt,
    isAnswered: item.payload.isAnswered === true,
    likes: Math.max(0, Math.trunc(item.payload.likes ?? 0)),
  };
}
