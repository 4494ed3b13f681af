import { HEADER_LOGO_MAX_HEIGHT, Picture } from '@/components/ui/Picture';
import { hasLandingLogo } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';

// In a slot as high as a logo may be: it comes from the organizer's CDN, often after the first
// paint, and must not move the page. Above the fold wherever shown, so it loads eagerly.
export function EventLogo({
  logo,
  alt,
  inHeader = false,
}: {
  logo: Activity['landingLogo'];
  alt: string;
  inHeader?: boolean;
}) {
  if (!logo || !hasLandingLogo(logo)) return null;
  return (
    <div className={inHeader ? 'event-logo-header' : 'event-logo'}>
      <Picture
        src={logo.url ?? ''}
        alt={alt}
        imageSources={logo.imageSources}
        isLogo
        maxHeight={inHeader ? HEADER_LOGO_MAX_HEIGHT : undefined}
        loading="eager"
      />
    </div>
  );
}
