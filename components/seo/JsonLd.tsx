import { serializeJsonLd } from '@/lib/seo/json-ld';

// The one `dangerouslySetInnerHTML` that is not sanitised HTML: `serializeJsonLd` escapes the
// JSON, so no string in the data can close the script element.
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
