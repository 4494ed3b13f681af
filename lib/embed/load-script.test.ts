/** @jest-environment jsdom */
import { loadScript, resetLoadedScripts, ScriptLoadError } from './load-script';

function scriptsFor(url: string): HTMLScriptElement[] {
  return Array.from(document.querySelectorAll<HTMLScriptElement>('script')).filter(
    (script) => script.getAttribute('src') === url,
  );
}

function fire(script: HTMLScriptElement | undefined, type: 'load' | 'error') {
  if (!script) throw new Error('no script element');
  script.dispatchEvent(new Event(type));
}

describe('loadScript', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadedScripts();
    document.head.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  it('appends one async script per URL and shares the promise between callers', async () => {
    const first = loadScript('/demo/player/frame.js');
    const second = loadScript('/demo/player/frame.js');
    expect(second).toBe(first);
    const scripts = scriptsFor('/demo/player/frame.js');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.async).toBe(true);

    fire(scripts[0], 'load');
    await expect(first).resolves.toBeUndefined();
    expect(jest.getTimerCount()).toBe(0);
    // Once loaded, later callers get the same settled promise and no new tag.
    await expect(loadScript('/demo/player/frame.js')).resolves.toBeUndefined();
    expect(scriptsFor('/demo/player/frame.js')).toHaveLength(1);
  });

  it('rejects a network failure with ScriptLoadError type "error" and the URL', async () => {
    const promise = loadScript('https://cdn.example/missing.js');
    fire(scriptsFor('https://cdn.example/missing.js')[0], 'error');
    const error = await promise.catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ScriptLoadError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      name: 'ScriptLoadError',
      message: 'Loading script failed',
      type: 'error',
      url: 'https://cdn.example/missing.js',
    });
    expect(scriptsFor('https://cdn.example/missing.js')).toHaveLength(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('times out after 20 s by default with type "timeout"', async () => {
    const promise = loadScript('/never.js');
    const settled = promise.catch((reason: unknown) => reason);
    jest.advanceTimersByTime(19_999);
    expect(scriptsFor('/never.js')).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await expect(settled).resolves.toMatchObject({ type: 'timeout', url: '/never.js' });
    expect(scriptsFor('/never.js')).toHaveLength(0);
  });

  it('honours a custom time-out', async () => {
    const settled = loadScript('/slow.js', { timeoutMs: 500 }).catch((reason: unknown) => reason);
    jest.advanceTimersByTime(500);
    await expect(settled).resolves.toMatchObject({ type: 'timeout' });
  });

  it('lets a retry after a failure really load again', async () => {
    const failed = loadScript('/flaky.js');
    fire(scriptsFor('/flaky.js')[0], 'error');
    await expect(failed).rejects.toBeInstanceOf(ScriptLoadError);

    const retried = loadScript('/flaky.js');
    expect(retried).not.toBe(failed);
    const scripts = scriptsFor('/flaky.js');
    expect(scripts).toHaveLength(1);
    fire(scripts[0], 'load');
    await expect(retried).resolves.toBeUndefined();
  });
});
