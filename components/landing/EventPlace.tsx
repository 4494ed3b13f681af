import { bannerPlace } from '@/lib/activity/derived';
import type { Activity } from '@/lib/api/schemas';

export function EventPlace({ activity, label }: { activity: Activity; label: string }) {
  const place = bannerPlace(activity);
  if (!place) return null;
  return (
    <p className="banner-place" data-testid="banner-place">
      <svg aria-hidden="true" viewBox="0 0 24 24">
        <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
        <circle cx="12" cy="9.5" r="2.5" />
      </svg>
      <span>
        <span className="sr-only">{`${label} `}</span>
        {place}
      </span>
    </p>
  );
}
