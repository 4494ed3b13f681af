/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { resetLoadedScripts } from '@/lib/embed/load-script';
import { textIn } from '@/test/text';
import { eventWidgetText } from './text';
import type { EventWidgetText } from './EventWidgetEmbed';
import en from '@/messages/en.json';
import { EventWidgetEmbed } from './EventWidgetEmbed';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
let text: EventWidgetText;
beforeAll(async () => {
  text = await textIn('en', eventWidgetText);
});

const globals = window as unknown as Record<string, unknown>;
/** What the widget shows, from the English catalogue. */
const labels = {
  title: en.player.eventWidgetTitle,
  loading: en.player.eventWidgetLoading,
  failed: en.errors.scriptLoadFailed,
  retry: en.errors.retry,
};

function script(): HTMLScriptElement {
  const element = document.head.querySelector('script[src="/demo/widgets/event-widget.js"]');
  if (!(element instanceof HTMLScriptElement)) throw new Error('no event-widget.js');
  return element;
}

describe('EventWidgetEmbed', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    resetLoadedScripts();
    document.head.innerHTML = '';
    delete globals.EventWidget;
  });
  afterEach(() => jest.useRealTimers());

  function renderWidget() {
    return render(
      <EventWidgetEmbed
        text={text}
        locale="en"
        hash="demo-online"
        hallId={501}
        isOnlyChat
        widgetsUrl="/demo/widgets"
      />,
    );
  }

  it('loads event-widget.js and mounts the widget into its element with the options', async () => {
    const mount = jest.fn();
    renderWidget();
    expect(screen.getByRole('status')).toHaveTextContent(labels.loading);
    globals.EventWidget = { mount };
    await act(async () => script().dispatchEvent(new Event('load')));
    expect(mount).toHaveBeenCalledWith(screen.getByTestId('event-widget'), {
      hash: 'demo-online',
      hallId: 501,
      locale: 'en',
      isOnlyChat: true,
      isShowPoll: undefined,
    });
    expect(screen.getByRole('region', { name: labels.title })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a retryable error when the script times out, and retries', async () => {
    renderWidget();
    await act(async () => {
      jest.advanceTimersByTime(20_000);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(labels.failed);

    const mount = jest.fn();
    fireEvent.click(screen.getByRole('button', { name: labels.retry }));
    globals.EventWidget = { mount };
    await act(async () => script().dispatchEvent(new Event('load')));
    expect(mount).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
