import { HEADER_LOGO_MAX_HEIGHT, Picture } from '@/components/ui/Picture';
import { hasLandingLogo } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';

/**
 * The event's landing logo (the banner's on the full landing, the header's on the minimal one),
 * in a slot as high as a logo may be (LOGO_MAX_HEIGHT, `.event-logo`): it comes from the
 * organizer's CDN, often after the first paint, and its arrival must not move the page. Above the
 * fold wherever it is shown, so it loads eagerly. Nothing without a logo URL or source.
 */
export function EventLogo({
  logo,
  alt,
  inHeader = false,
}: {
  logo: Activity['landingLogo'];
  alt: string;
  /** The 64 px header's slot (HEADER_LOGO_MAX_HEIGHT) instead of the banner's. */
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
