import { getTranslations } from 'next-intl/server';
import { Picture } from '@/components/ui/Picture';
import type { Locale } from '@/i18n/routing';
import type { Activity, Partner } from '@/lib/api/schemas';
import { PARTNER_SLIDE_CLASS } from '@/lib/slider/options';
import { PartnersSliderDeferred as PartnersSlider } from './PartnersSliderDeferred';
import { Section, blockTitle } from './Section';

export const PARTNERS_ANCHOR = 'partners';

const TILE_CLASS =
  'flex h-32 items-center justify-center rounded-2xl border border-line bg-surface p-4 text-center text-lg font-semibold text-ink';

function PartnerTile({
  partner,
  name,
  newTabText,
}: {
  partner: Partner;
  name: string;
  newTabText: string;
}) {
  const logo = partner.photo?.url;
  // Without a logo the name is the tile, so the partner is still credited.
  const content = logo ? (
    <Picture src={logo} alt={name} className="max-h-24 w-auto max-w-full object-contain" />
  ) : (
    <span>{name}</span>
  );

  if (!partner.link) {
    return (
      <div className={TILE_CLASS} data-testid="partner">
        {content}
      </div>
    );
  }
  return (
    <a
      href={partner.link}
      target="_blank"
      rel="noopener noreferrer"
      className={`${TILE_CLASS} transition-colors hover:border-accent`}
      data-testid="partner"
    >
      {content}
      <span className="sr-only"> {newTabText}</span>
    </a>
  );
}

/** Spec block 9: shown only when the event has partners; each logo links out in a new tab. */
export async function Partners({ activity, locale }: { activity: Activity; locale: Locale }) {
  const partners = activity.partners;
  if (partners.length === 0) return null;

  const t = await getTranslations({ locale, namespace: 'partners' });
  const tTitles = await getTranslations({ locale, namespace: 'titles' });
  const tLanding = await getTranslations({ locale, namespace: 'landing' });
  const title = blockTitle(activity.landingBlocks?.partners?.blockTitle, tTitles('partners'));
  const newTabText = tLanding('opensInNewTab');

  return (
    <Section anchor={PARTNERS_ANCHOR} title={title}>
      <PartnersSlider pauseLabel={t('pause')} playLabel={t('play')}>
        {partners.map((partner, index) => (
          <li key={`${partner.id}-${index}`} className={PARTNER_SLIDE_CLASS}>
            <PartnerTile
              partner={partner}
              name={partner.name?.trim() || t('fallbackName', { index: index + 1 })}
              newTabText={newTabText}
            />
          </li>
        ))}
      </PartnersSlider>
    </Section>
  );
}
