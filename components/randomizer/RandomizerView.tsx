import { getTranslations } from 'next-intl/server';
import { IslandMessages } from '@/components/i18n/IslandMessages';
import { asErrorsTranslator, errorMessageFromUnknown } from '@/lib/api/error-text';
import type { Locale } from '@/i18n/routing';
import type { RandomizerLoad } from '@/lib/randomizer/types';
import { Randomizer } from './Randomizer';

/** Server wrapper of the randomizer: header, the empty and error states, the island's messages. */
export async function RandomizerView({ locale, load }: { locale: Locale; load: RandomizerLoad }) {
  const [t, tErrors] = await Promise.all([
    getTranslations({ locale, namespace: 'randomizer' }),
    getTranslations({ locale, namespace: 'errors' }),
  ]);

  let body;
  if (load.kind === 'failed') {
    body = (
      <div className="rounded-2xl border border-line bg-surface p-6">
        <p role="alert" className="text-xl" data-testid="randomizer-error">
          {errorMessageFromUnknown(load.error, asErrorsTranslator(tErrors))}
        </p>
        <a
          href=""
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-6 py-2.5 font-bold text-accent-contrast"
        >
          {tErrors('retry')}
        </a>
      </div>
    );
  } else if (load.viewers.length === 0) {
    body = (
      <div className="rounded-2xl border border-line bg-surface p-6" data-testid="randomizer-empty">
        <p className="text-2xl font-bold">{t('emptyTitle')}</p>
        <p className="mt-2 text-lg text-muted">{t('emptyText')}</p>
        <a
          href=""
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-accent px-6 py-2.5 font-bold text-accent-contrast"
        >
          {t('reloadList')}
        </a>
      </div>
    );
  } else {
    body = (
      <IslandMessages locale={locale} island="randomizer">
        <Randomizer viewers={load.viewers} />
      </IslandMessages>
    );
  }

  return (
    <main
      id="main"
      className="mx-auto w-full max-w-banner flex-1 px-4 py-8 tablet:px-8 laptop:py-12"
    >
      <p className="text-lg font-bold uppercase tracking-wide text-accent-text">{t('title')}</p>
      {load.eventName ? (
        <h1 className="mt-2 text-3xl font-bold tablet:text-5xl">{load.eventName}</h1>
      ) : (
        <h1 className="mt-2 text-3xl font-bold tablet:text-5xl">{t('title')}</h1>
      )}
      <div className="mt-8">{body}</div>
    </main>
  );
}
