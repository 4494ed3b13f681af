import { getTranslations } from 'next-intl/server';
import { copyText } from '@/components/ui/copy-text';
import { STREAM_FIELD_IDS } from '@/lib/stream-keys/fields';
import type { StreamCardText } from './StreamCard';

export async function streamCardText(): Promise<StreamCardText> {
  const [t, copied] = await Promise.all([getTranslations('streamKeys'), copyText()]);
  return {
    reveal: t('reveal'),
    rtmp: t('rtmp'),
    srt: t('srt'),
    noSrt: t('noSrt'),
    copy: t('copy'),
    fields: Object.fromEntries(
      STREAM_FIELD_IDS.map((id) => [id, t(`fields.${id}`)]),
    ) as StreamCardText['fields'],
    copied,
  };
}
