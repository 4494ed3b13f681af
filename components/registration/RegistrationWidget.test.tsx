/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetLoadedScripts } from '@/lib/embed/load-script';
import { textIn } from '@/test/text';
import { registrationWidgetText } from './text';
import type { RegistrationWidgetText } from './RegistrationWidget';
import { RegistrationWidget, type RegistrationWidgetProps } from './RegistrationWidget';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
let text: RegistrationWidgetText;
beforeAll(async () => {
  text = await textIn('en', registrationWidgetText);
});

const globals = window as unknown as Record<string, unknown>;

function renderWidget(props: Partial<RegistrationWidgetProps> = {}) {
  const element = (extra: Partial<RegistrationWidgetProps> = {}) => (
    <RegistrationWidget
      text={text}
      locale="en"
      hash="demo-offline"
      widgetsUrl="/demo/widgets"
      {...props}
      {...extra}
    />
  );
  const result = render(element());
  return {
    ...result,
    rerenderWith: (extra: Partial<RegistrationWidgetProps>) => result.rerender(element(extra)),
  };
}

function widgetScript(): HTMLScriptElement {
  const script = document.head.querySelector('script[src="/demo/widgets/registration.js"]');
  if (!(script instanceof HTMLScriptElement)) throw new Error('no registration.js');
  return script;
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

/**
 * What the contract promises of registration.js and no more: it appends a frame built from the
 * container's data attributes. It never clears the container, so a page that reused a filled
 * container would stack forms.
 */
function fakeAddRegistrationWidget(containerId: string) {
  const container = document.getElementById(containerId);
  if (!container) throw new Error('no container');
  const frame = document.createElement('iframe');
  frame.src = container.getAttribute('data-src') ?? '';
  frame.name = container.getAttribute('data-name') ?? '';
  container.appendChild(frame);
}

describe('RegistrationWidget', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadedScripts();
    document.head.innerHTML = '';
    delete globals.addRegistrationWidget;
  });
  afterEach(() => jest.useRealTimers());

  it('renders the empty container with the contract id, data-src and data-name', () => {
    renderWidget({ orderId: 'ord-7', isInvoiceOrder: true });
    const container = screen.getByTestId('registration-widget');
    expect(container).toHaveAttribute('id', 'registration-widget-demo-offline');
    expect(container).toHaveAttribute(
      'data-src',
      '/demo/widgets/registration?hash=demo-offline&order-id=ord-7&is-invoice-order=true&locale=en',
    );
    expect(container).toHaveAttribute('data-name', 'demo-offline-platform');
    expect(container).toBeEmptyDOMElement();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the registration form…');
  });

  it('loads registration.js, waits for addRegistrationWidget and calls it with the container id', async () => {
    const add = jest.fn(fakeAddRegistrationWidget);
    renderWidget();
    await act(async () => widgetScript().dispatchEvent(new Event('load')));
    await advance(100);
    expect(add).not.toHaveBeenCalled();
    globals.addRegistrationWidget = add;
    await advance(50);
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith('registration-widget-demo-offline');
    const frame = screen.getByTestId('registration-widget').querySelector('iframe');
    expect(frame).toHaveAttribute('name', 'demo-offline-platform');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('adds the widget again into an empty container when reloadKey changes', async () => {
    const add = jest.fn(fakeAddRegistrationWidget);
    globals.addRegistrationWidget = add;
    const { rerenderWith } = renderWidget({ reloadKey: 0 });
    await advance(0);
    expect(add).toHaveBeenCalledTimes(1);
    rerenderWith({ reloadKey: 0 });
    await advance(0);
    expect(add).toHaveBeenCalledTimes(1);
    for (const reloadKey of [1, 2, 3]) {
      rerenderWith({ reloadKey });
      await advance(0);
      expect(add).toHaveBeenCalledTimes(reloadKey + 1);
      // An append-only widget still leaves exactly one form: the container was empty again.
      const container = screen.getByTestId('registration-widget');
      expect(container.querySelectorAll('iframe')).toHaveLength(1);
      expect(container).toHaveAttribute('id', 'registration-widget-demo-offline');
    }
  });

  it('adds the widget into an empty container when the query changes', async () => {
    globals.addRegistrationWidget = jest.fn(fakeAddRegistrationWidget);
    const { rerenderWith } = renderWidget();
    await advance(0);
    rerenderWith({ orderId: 'ord-8' });
    await advance(0);
    const frames = screen.getByTestId('registration-widget').querySelectorAll('iframe');
    expect(frames).toHaveLength(1);
    expect(frames[0]?.getAttribute('src')).toContain('order-id=ord-8');
  });

  it('shows a retryable error after 20 s without the widget function', async () => {
    renderWidget();
    await act(async () => widgetScript().dispatchEvent(new Event('load')));
    await advance(20_000);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The registration form could not be loaded.',
    );
    const add = jest.fn(fakeAddRegistrationWidget);
    globals.addRegistrationWidget = add;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await advance(0);
    expect(add).toHaveBeenCalledWith('registration-widget-demo-offline');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('messages from the widget frame', () => {
    async function mounted(onRegistered: () => void) {
      globals.addRegistrationWidget = fakeAddRegistrationWidget;
      renderWidget({ onRegistered });
      await advance(0);
      const frame = screen.getByTestId('registration-widget').querySelector('iframe');
      if (!frame) throw new Error('no frame');
      return frame;
    }
    function post(origin: string, data: unknown, source: Window | null) {
      act(() => {
        window.dispatchEvent(new MessageEvent('message', { origin, data, source }));
      });
    }

    it('calls onRegistered for `registered` from the widgets origin', async () => {
      const onRegistered = jest.fn();
      const frame = await mounted(onRegistered);
      post('http://localhost', { source: 'registration', type: 'registered' }, frame.contentWindow);
      expect(onRegistered).toHaveBeenCalledTimes(1);
    });

    it('ignores `registered` from another origin, window or source', async () => {
      const onRegistered = jest.fn();
      const frame = await mounted(onRegistered);
      post(
        'https://evil.example',
        { source: 'registration', type: 'registered' },
        frame.contentWindow,
      );
      post('http://localhost', { source: 'registration', type: 'registered' }, window);
      post('http://localhost', { source: 'player', type: 'registered' }, frame.contentWindow);
      expect(onRegistered).not.toHaveBeenCalled();
    });

    it('sizes the frame from its resize messages', async () => {
      const frame = await mounted(jest.fn());
      post(
        'http://localhost',
        { source: 'registration', type: 'resize', height: 640 },
        frame.contentWindow,
      );
      expect(frame.style.height).toBe('640px');
    });
  });
});
