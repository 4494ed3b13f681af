import { isMetricaId } from './metrica';
import { MetricaTag } from './MetricaTag';

export function MetricaCounter({ metricaCode }: { metricaCode?: string | null }) {
  if (!isMetricaId(metricaCode)) return null;
  return (
    <>
      <MetricaTag id={metricaCode} />
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
