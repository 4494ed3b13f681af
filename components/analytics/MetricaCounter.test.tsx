/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { isMetricaId, METRICA_INIT_OPTIONS, METRICA_TAG_URL, startMetrica } from './metrica';
import { MetricaCounter } from './MetricaCounter';

type YmQueue = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };
const page = window as Window & { ym?: YmQueue };

function tagScripts() {
  return Array.from(document.scripts).filter((script) => script.src === METRICA_TAG_URL);
}

afterEach(() => {
  delete page.ym;
  for (const script of tagScripts()) script.remove();
});

describe('MetricaCounter', () => {
  it.each([undefined, null, '', 'abc', '123abc', '12 34', '1;alert(1)', '-1', '1.5', '٣٤٥'])(
    'renders nothing for %p',
    (code) => {
      const { container } = render(<MetricaCounter metricaCode={code} />);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('starts the counter only after the page has loaded and the browser is idle', async () => {
    jest.useFakeTimers();
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      const { container } = render(<MetricaCounter metricaCode="98765432" />);
      expect(container.querySelector('noscript')).not.toBeNull();
      act(() => jest.runAllTimers());
      expect(page.ym).toBeUndefined();

      readyState.mockReturnValue('complete');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
      // jsdom has no requestIdleCallback: the next task stands in for it. Only that one: the
      // chunk's 120 s bound (lib/api/chunk-load.ts) starts then and must not fire.
      act(() => jest.runOnlyPendingTimers());
      await act(async () => {});
      expect(tagScripts()).toHaveLength(1);
      expect(page.ym?.a).toEqual([[98765432, 'init', METRICA_INIT_OPTIONS]]);
    } finally {
      readyState.mockRestore();
      jest.useRealTimers();
    }
  });
});

describe('startMetrica', () => {
  it('loads tag.js once and queues init with click map, links, bounce and webvisor', () => {
    expect(METRICA_TAG_URL).toBe('https://mc.yandex.ru/metrika/tag.js');
    expect(METRICA_INIT_OPTIONS).toEqual({
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
      webvisor: true,
    });
    startMetrica('42');
    startMetrica('43');
    const scripts = tagScripts();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);
    expect(page.ym?.a).toEqual([
      [42, 'init', METRICA_INIT_OPTIONS],
      [43, 'init', METRICA_INIT_OPTIONS],
    ]);
    expect(typeof page.ym?.l).toBe('number');
  });

  it('refuses anything but digits', () => {
    expect(() => startMetrica('1);alert(1);//')).toThrow();
    expect(page.ym).toBeUndefined();
    expect(isMetricaId('0123')).toBe(true);
    expect(isMetricaId(123)).toBe(false);
  });
});
