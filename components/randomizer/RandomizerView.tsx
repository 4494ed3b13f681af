import { getTranslations } from 'next-intl/server';
import type { RandomizerData } from '@/lib/randomizer/types';
import { Randomizer } from './Randomizer';
import { randomizerText } from './text';
import { buttonClass } from '@/components/ui/button';

// Loading, an unknown event and failures are the shared states (OrganizerContent).
export async function RandomizerView({ data }: { data: RandomizerData }) {
  const t = await getTranslations('randomizer');
  return (
    <>
      <h1 className="mt-2 text-3xl font-bold tablet:text-5xl">{data.eventName || t('title')}</h1>
      <div className="mt-8">
        {data.viewers.length === 0 ? (
          <div
            className="rounded-2xl border border-line bg-surface p-6"
            data-testid="randomizer-empty"
          >
            <p className="text-2xl font-bold">{t('emptyTitle')}</p>
            <p className="mt-2 text-lg text-muted">{t('emptyText')}</p>
            {/* An empty href reloads the page, which reads the list again; no script needed. */}
            <a href="" className={buttonClass('primary', 'md', 'mt-4')}>
              {t('reloadList')}
            </a>
          </div>
        ) : (
          <Randomizer viewers={data.viewers} text={await randomizerText(data.viewers.length)} />
        )}
      </div>
    </>
  );
}
