import { getTranslations } from 'next-intl/server';
import { Picture } from '@/components/ui/Picture';
import type { Activity, Speaker } from '@/lib/api/schemas';
import { Section, blockTitle } from './Section';
import { SpeakersSliderDeferred as SpeakersSlider } from './DeferredSlider';

export const SPEAKERS_ANCHOR = 'speakers';

/** 'Анна Петрова' (first and last name; the middle name is left out). @internal */
export function speakerName(speaker: Pick<Speaker, 'firstName' | 'lastName'>): string {
  return [speaker.firstName, speaker.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}

/** 'CTO, Acme' — position and organisation joined by a comma, either may be missing. @internal */
export function speakerDetails(speaker: Pick<Speaker, 'position' | 'organization'>): string {
  return [speaker.position, speaker.organization]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ');
}

/** 'АП' for the photo placeholder; '?' only when the speaker has no name at all. @internal */
export function speakerInitials(speaker: Pick<Speaker, 'firstName' | 'lastName'>): string {
  const initials = [speaker.firstName, speaker.lastName]
    .map((part) => Array.from(part.trim())[0] ?? '')
    .join('')
    .toLocaleUpperCase();
  return initials || '?';
}

function SpeakerCard({ speaker }: { speaker: Speaker }) {
  const details = speakerDetails(speaker);
  const photo = speaker.photo?.url;
  return (
    <article className="speaker-card">
      {/* The name is right below, so the photo itself is decorative (alt=""). */}
      {photo ? (
        // The initials under the photo show while it loads and if it fails (image-fallback.ts).
        <div className="speaker-photo">
          <span aria-hidden="true" className="speaker-initials">
            {speakerInitials(speaker)}
          </span>
          <Picture src={photo} alt="" width={128} height={128} />
        </div>
      ) : (
        <span
          aria-hidden="true"
          className="speaker-initials"
          data-testid="speaker-photo-placeholder"
        >
          {speakerInitials(speaker)}
        </span>
      )}
      <h3>{speakerName(speaker)}</h3>
      {details ? <p>{details}</p> : null}
    </article>
  );
}

export async function Speakers({ activity }: { activity: Activity }) {
  const speakers = activity.speakers;
  if (speakers.length === 0) return null;

  const [tTitles, t] = await Promise.all([getTranslations('titles'), getTranslations('speakers')]);
  const title = blockTitle(activity.landingBlocks?.speakers?.blockTitle, tTitles('speakers'));

  return (
    <Section anchor={SPEAKERS_ANCHOR} title={title}>
      <SpeakersSlider
        text={{
          previous: t('previous'),
          next: t('next'),
          pagination: t('pagination'),
          goTo: speakers.map((_, index) => t('goTo', { index: index + 1 })),
        }}
      >
        {speakers.map((speaker, index) => (
          <li key={`${speaker.id}-${index}`} className="speaker-slide">
            <SpeakerCard speaker={speaker} />
          </li>
        ))}
      </SpeakersSlider>
    </Section>
  );
}
