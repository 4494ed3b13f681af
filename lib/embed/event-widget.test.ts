/** @jest-environment jsdom */
import { eventWidgetScriptUrl, loadEventWidget } from './event-widget';
import { resetLoadedScripts, ScriptLoadError } from './load-script';

const globals = window as unknown as Record<string, unknown>;

function lastScript(): HTMLScriptElement {
  const script = document.head.querySelector('script:last-of-type');
  if (!(script instanceof HTMLScriptElement)) throw new Error('no script');
  return script;
}

describe('loadEventWidget', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadedScripts();
    document.head.innerHTML = '';
    delete globals.EventWidget;
  });
  afterEach(() => jest.useRealTimers());

  it('builds the script URL from WIDGETS_URL', () => {
    expect(eventWidgetScriptUrl('/demo/widgets')).toBe('/demo/widgets/event-widget.js');
    expect(eventWidgetScriptUrl('https://w.example/')).toBe('https://w.example/event-widget.js');
  });

  it('loads the script once and returns window.EventWidget', async () => {
    const api = { mount: jest.fn() };
    const first = loadEventWidget('/demo/widgets');
    const second = loadEventWidget('/demo/widgets');
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
    expect(lastScript().getAttribute('src')).toBe('/demo/widgets/event-widget.js');
    globals.EventWidget = api;
    lastScript().dispatchEvent(new Event('load'));
    await expect(first).resolves.toBe(api);
    await expect(second).resolves.toBe(api);
  });

  it('fails with ScriptLoadError when the script does not load in 20 s', async () => {
    const settled = loadEventWidget('/demo/widgets').catch((e: unknown) => e);
    jest.advanceTimersByTime(20_000);
    await expect(settled).resolves.toMatchObject({
      message: 'Loading script failed',
      type: 'timeout',
      url: '/demo/widgets/event-widget.js',
    });
  });

  it('fails with ScriptLoadError when the script defines no EventWidget.mount', async () => {
    const promise = loadEventWidget('/demo/widgets');
    globals.EventWidget = { mount: 'nope' };
    lastScript().dispatchEvent(new Event('load'));
    await expect(promise).rejects.toBeInstanceOf(ScriptLoadError);
  });
});
