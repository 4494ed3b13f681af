import { getTranslations } from 'next-intl/server';
import type { CopyText } from './CopyButton';

export async function copyText(): Promise<CopyText> {
  const t = await getTranslations();
  return { copied: t('notices.copied'), copyFailed: t('errors.copyFailed') };
}
