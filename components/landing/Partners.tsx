import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Picture } from '@/components/ui/Picture';
import type { Activity, Partner } from '@/lib/api/schemas';
import { PartnersSliderDeferred as PartnersSlider } from './DeferredSlider';
import { Section, blockTitle } from './Section';

export const PARTNERS_ANCHOR = 'partners';

function PartnerTile({
  partner,
  name,
  newTabNote,
}: {
  partner: Partner;
  name: string;
  /** One element for every tile, so the RSC payload sends it once (then references it). */
  newTabNote: ReactNode;
}) {
  const logo = partner.photo?.url;
  // Without a logo the name is the tile, so the partner is still credited; with one, the name
  // shows while the logo loads or if it fails (components/ui/image-fallback.ts).
  const content = logo ? (
    <span className="partner-logo">
      <span aria-hidden="true" className="partner-name">
        {name}
      </span>
      <Picture src={logo} alt={name} />
    </span>
  ) : (
    <span>{name}</span>
  );

  if (!partner.link) {
    return <div className="partner-tile">{content}</div>;
  }
  return (
    <a href={partner.link} target="_blank" rel="noopener noreferrer" className="partner-tile">
      {content}
      {newTabNote}
    </a>
  );
}

export async function Partners({ activity }: { activity: Activity }) {
  const partners = activity.partners;
  if (partners.length === 0) return null;

  const t = await getTranslations('partners');
  const tTitles = await getTranslations('titles');
  const tLanding = await getTranslations('landing');
  const title = blockTitle(activity.landingBlocks?.partners?.blockTitle, tTitles('partners'));
  const newTabNote = <span className="sr-only">{` ${tLanding('opensInNewTab')}`}</span>;

  return (
    <Section anchor={PARTNERS_ANCHOR} title={title}>
      <PartnersSlider text={{ pause: t('pause'), play: t('play') }}>
        {partners.map((partner, index) => (
          <li key={`${partner.id}-${index}`} className="partner-slide">
            <PartnerTile
              partner={partner}
              name={partner.name?.trim() || t('fallbackName', { index: index + 1 })}
              newTabNote={newTabNote}
            />
          </li>
        ))}
      </PartnersSlider>
    </Section>
  );
}
