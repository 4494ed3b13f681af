/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  isMetricaId,
  METRICA_INIT_OPTIONS,
  METRICA_TAG_URL,
  MetricaCounter,
  metricaSnippet,
} from './MetricaCounter';

// next/script injects through the router; here it renders its props so they can be checked.
jest.mock('next/script', () => ({
  __esModule: true,
  default: ({ id, strategy, children }: { id: string; strategy: string; children: ReactNode }) => (
    <div
      data-testid="next-script"
      data-id={id}
      data-strategy={strategy}
      data-inline={String(children)}
    />
  ),
}));

describe('MetricaCounter', () => {
  it.each([undefined, null, '', 'abc', '123abc', '12 34', '1;alert(1)', '-1', '1.5', '٣٤٥'])(
    'renders nothing for %p',
    (code) => {
      const { container } = render(<MetricaCounter metricaCode={code} />);
      expect(container).toBeEmptyDOMElement();
    },
  );

  it('injects the tag after the page is interactive with the spec init options', () => {
    const { getByTestId, container } = render(<MetricaCounter metricaCode="98765432" />);
    const script = getByTestId('next-script');
    expect(script).toHaveAttribute('data-strategy', 'afterInteractive');
    const text = script.getAttribute('data-inline') ?? '';
    expect(text).toContain('"https://mc.yandex.ru/metrika/tag.js"');
    expect(text).toContain(
      'ym(98765432,"init",{"clickmap":true,"trackLinks":true,"accurateTrackBounce":true,"webvisor":true});',
    );
    expect(container.querySelector('noscript')).not.toBeNull();
  });
});

describe('metricaSnippet', () => {
  it('loads tag.js and initialises the counter with click map, links, bounce and webvisor', () => {
    expect(METRICA_TAG_URL).toBe('https://mc.yandex.ru/metrika/tag.js');
    expect(METRICA_INIT_OPTIONS).toEqual({
      clickmap: true,
      trackLinks: true,
      accurateTrackBounce: true,
      webvisor: true,
    });
    const snippet = metricaSnippet('42');
    expect(snippet).toMatch(/^\(function\(m,e,t,r,i,k,a\)/);
    expect(snippet).toContain('ym(42,"init",');
  });

  it('refuses anything but digits, so nothing else reaches the inline script', () => {
    expect(() => metricaSnippet('1);alert(1);//')).toThrow();
    expect(isMetricaId('0123')).toBe(true);
    expect(isMetricaId(123)).toBe(false);
  });
});
