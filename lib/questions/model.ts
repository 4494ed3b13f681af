import type { ChatItem } from '@/lib/api/schemas';

export interface Question {
  id: string;
  author: string;
  text: string;
  createdAt: string;
  isAnswered: boolean;
  likes: number;
}

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
