import { RECOMMENDED_BROWSERS, detectBrowser } from './browsers';

const UA = {
  chrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  headlessChrome:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0.6723.116 Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
  firefoxIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  safari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  safariIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  edgeAndroid:
    'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36 EdgA/131.0.2903.87',
  yandex:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/128.0.0.0 YaBrowser/24.10.0.0 Safari/537.36',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36 OPR/115.0.0.0',
  samsung:
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
};

describe('detectBrowser', () => {
  it.each([
    [UA.chrome, 'chrome', '131'],
    [UA.headlessChrome, 'chrome', '130'],
    [UA.chromeIos, 'chrome', '126'],
    [UA.firefox, 'firefox', '133'],
    [UA.firefoxIos, 'firefox', '127'],
    [UA.safari, 'safari', '18'],
    [UA.safariIos, 'safari', '17'],
    [UA.edge, 'edge', '131'],
    [UA.edgeAndroid, 'edge', '131'],
    [UA.yandex, 'yandex', '24'],
  ])('recognises %s as %s %s', (userAgent, id, version) => {
    expect(detectBrowser(userAgent)).toEqual({ id, version });
  });

  it('names Chromium relatives that are not on the list', () => {
    expect(detectBrowser(UA.opera)).toEqual({ id: 'other', name: 'Opera', version: '115' });
    expect(detectBrowser(UA.samsung)).toEqual({
      id: 'other',
      name: 'Samsung Internet',
      version: '26',
    });
  });

  it('gives up politely on anything else', () => {
    expect(detectBrowser('')).toEqual({ id: 'other' });
    expect(detectBrowser('curl/8.5.0')).toEqual({ id: 'other' });
  });

  it('lists the five recommended browsers once each', () => {
    expect(RECOMMENDED_BROWSERS.map((browser) => browser.id)).toEqual([
      'chrome',
      'firefox',
      'safari',
      'edge',
      'yandex',
    ]);
    for (const browser of RECOMMENDED_BROWSERS) expect(browser.url).toMatch(/^https:\/\//);
  });
});
