import { serializeJsonLd } from '@/lib/seo/json-ld';

/**
 * Structured data for crawlers, in the first HTML response. The one `dangerouslySetInnerHTML` that
 * is not sanitised HTML: its content is JSON escaped by `serializeJsonLd`, so no string in the
 * data can close the script element.
 */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
