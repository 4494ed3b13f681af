/**
 * @jest-environment jsdom
 */
import { screen, waitFor } from '@testing-library/dom';
import {
  demoEventWidgetScript,
  demoPlayerFrameScript,
  demoPlayerPage,
  demoRegistrationPage,
  demoRegistrationWidgetScript,
} from '../browser-files';
import { getDemoStore, resetDemoStore } from '../store';
import { installDemoFetch, loadPage, runScript } from './harness';

/**
 * The demo's browser code (demo/browser/*.js, *.html) as the routes serve it, run under
 * jsdom against the real demo media API. `window.*` types: ./globals.d.ts.
 */

function sendMessage(from: HTMLIFrameElement, data: unknown, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: from.contentWindow }));
}

beforeEach(() => {
  resetDemoStore();
  document.body.innerHTML = '';
  installDemoFetch();
});

describe('registration.js', () => {
  beforeAll(() => runScript(demoRegistrationWidgetScript()));

  function container(src: string) {
    const element = document.createElement('div');
    element.id = 'registration-widget-demo-offline';
    element.setAttribute('data-src', src);
    element.setAttribute('data-name', 'demo-offline-platform');
    document.body.appendChild(element);
    return element;
  }

  it('appends a named, titled iframe on each call and never clears the container', () => {
    const element = container('/demo/widgets/registration?hash=demo-offline&locale=en');
    window.addRegistrationWidget?.('registration-widget-demo-offline');
    const first = element.querySelector('iframe');
    expect(first?.getAttribute('src')).toBe(
      '/demo/widgets/registration?hash=demo-offline&locale=en',
    );
    expect(first?.name).toBe('demo-offline-platform');
    expect(first?.title).toBe('Event registration');

    // Append-only, as the contract says: keeping the container empty is the page's job.
    window.addRegistrationWidget?.('registration-widget-demo-offline');
    const frames = element.querySelectorAll('iframe');
    expect(frames).toHaveLength(2);
    expect(frames[0]).toBe(first);
  });

  it('follows resize messages from its own frame only', () => {
    const element = container('/demo/widgets/registration?hash=demo-offline');
    window.addRegistrationWidget?.(element.id);
    const iframe = element.querySelector('iframe')!;
    sendMessage(iframe, { source: 'registration', type: 'resize', height: 612.2 });
    expect(iframe.style.height).toBe('613px');
    sendMessage(
      iframe,
      { source: 'registration', type: 'resize', height: 100 },
      'https://evil.example',
    );
    sendMessage(iframe, { source: 'player', type: 'resize', height: 100 });
    sendMessage(iframe, { source: 'registration', type: 'resize', height: 'x' });
    expect(iframe.style.height).toBe('613px');
  });

  it('refuses a javascript: src and a missing container', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const element = container('javascript:alert(1)');
    window.addRegistrationWidget?.(element.id);
    window.addRegistrationWidget?.('no-such-container');
    expect(element.querySelector('iframe')).toBeNull();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});

describe('frame.js', () => {
  beforeAll(() => runScript(demoPlayerFrameScript()));

  it('marks the frame initialised once and sizes it from player resize messages', () => {
    const iframe = document.createElement('iframe');
    iframe.src = '/demo/player?hash=demo-online&locale=ru';
    document.body.appendChild(iframe);
    window.initPlayerFrame?.(iframe);
    window.initPlayerFrame?.(iframe);
    expect(iframe.getAttribute('data-player-initialised')).toBe('true');
    expect(iframe.title).toBeTruthy();
    sendMessage(iframe, { source: 'player', type: 'resize', height: 480 });
    expect(iframe.style.height).toBe('480px');
    sendMessage(iframe, { source: 'player', type: 'resize', height: 50 }, 'https://other.example');
    expect(iframe.style.height).toBe('480px');
  });
});

describe('player frame page', () => {
  it('shows when a planned broadcast starts, in the requested locale', async () => {
    loadPage(demoPlayerPage(), '/demo/player?hash=demo-bare&locale=en');
    await waitFor(() =>
      expect(document.querySelector('main')?.getAttribute('aria-busy')).toBe('false'),
    );
    expect(document.documentElement.lang).toBe('en');
    // The poster and the landing carry the title; the player says its status once.
    expect(screen.queryByRole('heading')).toBeNull();
    expect(document.body.textContent).not.toContain('Вебинар без подробностей');
    const status = screen.getByRole('status').textContent ?? '';
    expect(status).toMatch(/^Starts .*19:00 \(UTC\+3\)$/);
    expect(document.body.textContent?.split('19:00')).toHaveLength(2);
  });

  it('says a completed broadcast has ended, in Russian by default', async () => {
    loadPage(demoPlayerPage(), '/demo/player?hash=demo-completed');
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Трансляция завершена'),
    );
    expect(document.body.textContent?.split('Трансляция завершена')).toHaveLength(2);
    expect(document.documentElement.lang).toBe('ru');
  });

  it('plays the demo stream for a current event, with a pause button', async () => {
    const getContext = jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    loadPage(demoPlayerPage(), '/demo/player?hash=demo-online');
    const button = await screen.findByRole('button', { name: 'Пауза' });
    expect(screen.getByRole('status').textContent).toBe('В эфире');
    expect(document.body.textContent?.split('В эфире')).toHaveLength(2);
    expect(screen.getByRole('img').getAttribute('aria-label')).toMatch(
      /Демонстрационная трансляция/,
    );
    expect(screen.queryByRole('heading')).toBeNull();
    button.click();
    expect(button.getAttribute('aria-pressed')).toBe('true');
    expect(button.textContent).toBe('Продолжить');
    getContext.mockRestore();
  });

  it('reports unknown and broken events', async () => {
    loadPage(demoPlayerPage(), '/demo/player?hash=demo-missing&locale=en');
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Event not found. Please refresh the page.',
      ),
    );
    loadPage(demoPlayerPage(), '/demo/player?hash=demo-broken&locale=en');
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/unexpected error/));
    loadPage(demoPlayerPage(), '/demo/player?locale=en');
    expect(screen.getByRole('alert').textContent).toBe('Event not found');
  });
});

describe('registration page', () => {
  async function openForm(url: string) {
    loadPage(demoRegistrationPage(), url);
    await waitFor(() =>
      expect(document.querySelector('main')?.getAttribute('aria-busy')).toBe('false'),
    );
  }

  it('validates in the chosen locale, then registers and tells the parent', async () => {
    const parent = { postMessage: jest.fn() };
    Object.defineProperty(window, 'parent', { value: parent, configurable: true });
    try {
      await openForm('/demo/widgets/registration?hash=demo-online&locale=en');
      const form = document.getElementById('form') as HTMLFormElement;
      expect(form.hidden).toBe(false);

      form.requestSubmit();
      // Each error once, under its field: no summary repeats them, and the widget draws no
      // heading of its own (the host's dialog or page names the form).
      for (const text of [
        'Enter your full name',
        'Enter your e-mail address',
        'Please agree to the processing of your personal data',
      ]) {
        expect(document.body.textContent?.split(text)).toHaveLength(2);
      }
      expect(document.getElementById('name-error')?.textContent).toBe('Enter your full name');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(screen.queryByRole('heading')).toBeNull();
      expect(screen.getByLabelText('Full name').getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(screen.getByLabelText('Full name'));

      (screen.getByLabelText('Full name') as HTMLInputElement).value = 'Анна Смирнова';
      (screen.getByLabelText('E-mail') as HTMLInputElement).value = 'anna@example.com';
      (
        screen.getByLabelText('I agree to the processing of my personal data') as HTMLInputElement
      ).checked = true;
      form.requestSubmit();

      await waitFor(() =>
        expect(screen.getByRole('status').textContent).toContain('You are registered'),
      );
      expect(getDemoStore().registrations.get('demo-online')).toHaveLength(1);
      expect(parent.postMessage).toHaveBeenCalledWith(
        { source: 'registration', type: 'registered' },
        '*',
      );
      expect(parent.postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ source: 'registration', type: 'resize' }),
        '*',
      );
    } finally {
      Object.defineProperty(window, 'parent', { value: window, configurable: true });
    }
  });

  it('shows Russian messages by default', async () => {
    await openForm('/demo/widgets/registration?hash=demo-online');
    (screen.getByLabelText('Электронная почта') as HTMLInputElement).value = 'not-an-email';
    (document.getElementById('form') as HTMLFormElement).requestSubmit();
    expect(document.getElementById('email-error')?.textContent).toBe(
      'Введите адрес в формате name@example.com',
    );
    expect(document.getElementById('consent-error')?.textContent).toBe(
      'Нужно согласие на обработку персональных данных',
    );
  });

  it('shows a failed service once, above the fields, and clears it for field errors', async () => {
    const fetchMock = installDemoFetch();
    await openForm('/demo/widgets/registration?hash=demo-online&locale=en');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    (screen.getByLabelText('Full name') as HTMLInputElement).value = 'Анна Смирнова';
    (screen.getByLabelText('E-mail') as HTMLInputElement).value = 'anna@example.com';
    (
      screen.getByLabelText('I agree to the processing of my personal data') as HTMLInputElement
    ).checked = true;
    const form = document.getElementById('form') as HTMLFormElement;
    form.requestSubmit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/unexpected error/);
    expect(document.body.textContent?.split('unexpected error')).toHaveLength(2);
    expect(document.activeElement).toBe(alert);

    (screen.getByLabelText('E-mail') as HTMLInputElement).value = '';
    form.requestSubmit();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.getElementById('email-error')?.textContent).toBe('Enter your e-mail address');
  });

  it('says registration is closed for a completed event', async () => {
    await openForm('/demo/widgets/registration?hash=demo-completed&locale=en');
    expect(screen.getByRole('status').textContent).toBe('Registration is closed');
    expect((document.getElementById('form') as HTMLFormElement).hidden).toBe(true);
  });
});

describe('event-widget.js', () => {
  beforeAll(() => runScript(demoEventWidgetScript()));

  it('mounts chat, questions and poll tabs fed by the demo API', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    window.EventWidget?.mount(host, { hash: 'demo-online', locale: 'en', isShowPoll: true });
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Chat', 'Questions', 'Poll']);
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(screen.getByText('Какой формат докладов вам интереснее?')).toBeTruthy(),
    );

    tabs[0]?.click();
    await waitFor(() => expect(screen.getByText('Спасибо за ответ про CDN!')).toBeTruthy());
    tabs[0]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getAllByText('Answered').length).toBeGreaterThan(0);
  });

  it('shows only the chat when isOnlyChat, and replaces an earlier mount', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    window.EventWidget?.mount(host, { hash: 'demo-hybrid', locale: 'en' });
    window.EventWidget?.mount(host, { hash: 'demo-hybrid', locale: 'en', isOnlyChat: true });
    expect(screen.queryAllByRole('tab')).toHaveLength(0);
    expect(host.querySelectorAll('section')).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('Hello from Munich!')).toBeTruthy());
    expect(host.querySelector('section')?.classList.contains('dew-dark')).toBe(true);
  });

  it('says so when the event cannot be loaded', async () => {
    const host = document.createElement('div');
    document.body.appendChild(host);
    window.EventWidget?.mount(host, { hash: 'demo-missing', locale: 'ru', isOnlyChat: true });
    await waitFor(() => expect(host.textContent).toContain('Не удалось загрузить'));
  });
});
