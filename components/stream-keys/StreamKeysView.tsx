import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/organizer/PageStates';
import type { StreamKeysActivity } from '@/lib/api/eventor';
import { sortStreams, toStreamView, type StreamView } from '@/lib/stream-keys/fields';
import { StreamCard } from './StreamCard';
import { streamCardText } from './text';

export async function StreamKeysView({
  activity,
  docsLink,
}: {
  activity: StreamKeysActivity;
  /** The brand's OBS streaming guide, when the operator configured one. */
  docsLink?: string;
}) {
  const t = await getTranslations('streamKeys');
  const tTitles = await getTranslations('titles');
  const streams = sortStreams(activity.streams).map(toStreamView);
  const cardText = await streamCardText();
  const title = (stream: StreamView) =>
    stream.kind === 'main'
      ? tTitles('streamKeysMain')
      : tTitles('streamKeysBackup', { index: stream.index });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <p className="text-muted">{t('intro', { name: activity.name })}</p>
        {docsLink ? (
          <p>
            <a
              href={docsLink}
              target="_blank"
              rel="noopener noreferrer"
              className="font-bold text-accent-text underline underline-offset-4 hover:no-underline"
            >
              {t('docsLink')}
              <span className="sr-only"> {t('newTab')}</span>
            </a>
          </p>
        ) : null}
      </div>
      {streams.length === 0 ? (
        <EmptyState title={t('empty.title')} text={t('empty.text')} />
      ) : (
        <>
          {streams.length > 1 ? (
            <nav aria-label={t('streamsNav')}>
              <ul className="flex flex-wrap gap-2">
                {streams.map((stream) => (
                  <li key={stream.anchor}>
                    <a
                      href={`#${stream.anchor}`}
                      className="inline-block rounded-full border border-line px-3 py-1 text-sm hover:border-accent"
                    >
                      {title(stream)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
          <p className="rounded-xl bg-accent-soft px-4 py-3 text-sm">{t('maskedHint')}</p>
          {streams.map((stream) => (
            <StreamCard key={stream.anchor} stream={stream} title={title(stream)} text={cardText} />
          ))}
        </>
      )}
    </div>
  );
}
