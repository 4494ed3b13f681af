import { getTranslations } from 'next-intl/server';
import ru from '@/messages/ru.json';

type Tree = { [key: string]: string | Tree };

function leafPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [prefix + key] : leafPaths(value, `${prefix}${key}.`),
  );
}

const ERROR_KEYS = leafPaths(ru.errors);

/** The `errors` messages by their keys, for a client leaf that names a failure (`errorsFrom`). */
export async function errorsText(): Promise<Record<string, string>> {
  const t = await getTranslations('errors');
  return Object.fromEntries(ERROR_KEYS.map((key) => [key, t(key as never)]));
}
