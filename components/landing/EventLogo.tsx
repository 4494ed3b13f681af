import { Picture } from '@/components/ui/Picture';
import { hasLandingLogo } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';

/**
 * The event's landing logo (the banner's on the full landing, the header's on the minimal one),
 * in a slot as high as a logo may be (LOGO_MAX_HEIGHT, `.event-logo`): it comes from the
 * organizer's CDN, often after the first paint, and its arrival must not move the page. Above the
 * fold wherever it is shown, so it loads eagerly. Nothing without a logo URL or source.
 */
export function EventLogo({ logo, alt }: { logo: Activity['landingLogo']; alt: string }) {
  if (!logo || !hasLandingLogo(logo)) return null;
  return (
    <div className="event-logo">
      <Picture
        src={logo.url ?? ''}
        alt={alt}
        imageSources={logo.imageSources}
        isLogo
        loading="eager"
      />
    </div>
  );
}
