'use client';

import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/ui/CopyButton';

export function CopyFormLink({ url, className }: { url: string; className?: string }) {
  const t = useTranslations('formQr');
  return <CopyButton value={url} label={t('copyLink')} className={className} />;
}
