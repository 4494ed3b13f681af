import Script from 'next/script';

/** A Yandex Metrica counter id: digits only (contract: anything else is ignored). */
const METRICA_ID = /^\d{1,20}$/;

export const METRICA_TAG_URL = 'https://mc.yandex.ru/metrika/tag.js';

/** Spec "Minimal landing": click map, link tracking, accurate bounce tracking, session replay. */
export const METRICA_INIT_OPTIONS = {
  clickmap: true,
  trackLinks: true,
  accurateTrackBounce: true,
  webvisor: true,
} as const;

export function isMetricaId(value: unknown): value is string {
  return typeof value === 'string' && METRICA_ID.test(value);
}

/**
 * The official Metrica snippet for counter `id`. The id is checked again here, because it is
 * written into inline JavaScript: only a digit string may ever reach this text.
 */
export function metricaSnippet(id: string): string {
  if (!isMetricaId(id)) throw new Error('Metrica counter id must be digits only');
  return [
    '(function(m,e,t,r,i,k,a){m[i]=m[i]||function(){(m[i].a=m[i].a||[]).push(arguments)};',
    'm[i].l=1*new Date();',
    'for(var j=0;j<document.scripts.length;j++){if(document.scripts[j].src===r){return;}}',
    'k=e.createElement(t),a=e.getElementsByTagName(t)[0],k.async=1,k.src=r,a.parentNode.insertBefore(k,a)})',
    `(window,document,"script",${JSON.stringify(METRICA_TAG_URL)},"ym");`,
    `ym(${id},"init",${JSON.stringify(METRICA_INIT_OPTIONS)});`,
  ].join('\n');
}

/**
 * The event's analytics counter (`activity.metricaCode`), loaded after the page is interactive.
 * Renders nothing unless the code is digits only.
 */
export function MetricaCounter({ metricaCode }: { metricaCode?: string | null }) {
  if (!isMetricaId(metricaCode)) return null;
  return (
    <>
      <Script id={`yandex-metrica-${metricaCode}`} strategy="afterInteractive">
        {metricaSnippet(metricaCode)}
      </Script>
      <noscript>
        <div>
          {/* eslint-disable-next-line @next/next/no-img-element -- the counter's no-JS pixel */}
          <img
            src={`https://mc.yandex.ru/watch/${metricaCode}`}
            style={{ position: 'absolute', left: '-9999px' }}
            alt=""
          />
        </div>
      </noscript>
    </>
  );
}
