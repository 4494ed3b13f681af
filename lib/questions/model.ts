import type { ChatItem } from '@/lib/api/schemas';
import type { BodyParser } from '@/lib/api/transport';

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

function isQuestion(value: unknown): value is Question {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Record<string, unknown>;
  return (
    typeof item.id === 'string' &&
    typeof item.author === 'string' &&
    typeof item.text === 'string' &&
    typeof item.createdAt === 'string' &&
    !Number.isNaN(Date.parse(item.createdAt)) &&
    typeof item.isAnswered === 'boolean' &&
    typeof item.likes === 'number'
  );
}

/**
 * The refresh route's `{ questions }` body. Hand-written rather than zod: it runs in the browser.
 * One malformed item fails the whole answer, so the list on screen stays as it was.
 */
export const questionsBodyParser: BodyParser<Question[]> = {
  safeParse(value) {
    const questions =
      typeof value === 'object' && value !== null && 'questions' in value
        ? value.questions
        : undefined;
    return Array.isArray(questions) && questions.every(isQuestion)
      ? { success: true, data: questions }
      : { success: false };
  },
};
