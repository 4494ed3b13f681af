import { getTranslations } from 'next-intl/server';
import { slot } from '@/lib/i18n/server-format';
import { maxWinnerCount } from '@/lib/randomizer/draw';
import type { RandomizerText } from './Randomizer';

export async function randomizerText(viewers: number): Promise<RandomizerText> {
  const t = await getTranslations('randomizer');
  return {
    count: t('count'),
    countHint: t('countHint', { max: maxWinnerCount(viewers), total: viewers }),
    draw: t('draw'),
    redraw: t('redraw'),
    drawing: t('drawing'),
    winnersTitle: t('winnersTitle'),
    announcement: t('announcement', { names: slot('names') }),
  };
}
