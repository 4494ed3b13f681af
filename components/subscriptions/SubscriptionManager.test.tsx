/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { noticesText, textIn } from '@/test/text';
import { NotificationsProvider } from '@/components/ui/notifications';
import { ApiError } from '@/lib/api/errors';
import { postSettings, postUnsubscribe, type SubscriptionScope } from '@/lib/subscriptions/client';
import en from '@/messages/en.json';
import { SubscriptionManager } from './SubscriptionManager';
import { subscriptionText } from './SubscriptionView';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

/** The island under the locale layout's provider (notifications), with the texts its view formats. */
async function setup(
  initial = { unsubscribed: false, optinCareer: true, optinAdv: false },
  options: { scope?: SubscriptionScope; eventName?: string; email?: string } = {},
  locale: 'ru' | 'en' = 'en',
) {
  const { scope = 'event', email } = options;
  const eventName = 'eventName' in options ? options.eventName : 'Product Days';
  const text = await textIn(locale, () =>
    subscriptionText(scope, { state: initial, eventName, email }, 'Eventor'),
  );
  render(
    <NotificationsProvider text={noticesText(locale)}>
      <SubscriptionManager token="demo-token" scope={scope} initial={initial} text={text} />
    </NotificationsProvider>,
  );
}

jest.mock('@/lib/subscriptions/client', () => ({
  ...jest.requireActual('@/lib/subscriptions/client'),
  postSettings: jest.fn(),
  postUnsubscribe: jest.fn(),
}));
const unsubscribeMock = postUnsubscribe as jest.MockedFunction<typeof postUnsubscribe>;
const settingsMock = postSettings as jest.MockedFunction<typeof postSettings>;

const failure = (code: string, status: number) => new ApiError({ code, service: 'viewer', status });

/** An answer the test releases when it wants, to look at the pending state. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

beforeEach(() => {
  unsubscribeMock.mockReset();
  settingsMock.mockReset();
});

describe('SubscriptionManager', () => {
  it('names the event, else the portal brand, and the masked address', async () => {
    await setup(undefined, { email: 'anna@example.com' });
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(
      'You receive the emailing of the event “Product Days”.',
    );
    expect(screen.getByText('Address: an***@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('E-mailing settings');
  });

  it('says which mail it is in Russian too, without a name when there is none', async () => {
    await setup(undefined, { eventName: undefined }, 'ru');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(
      'Вы получаете рассылку мероприятия.',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Отписка от рассылки');
    expect(screen.queryByText(/^Адрес:/)).toBeNull();
  });

  it('speaks of the brand for the portal mailing', async () => {
    await setup({ unsubscribed: true, optinCareer: false, optinAdv: false }, { scope: 'portal' });
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(
      'You do not receive emails from Eventor.',
    );
  });

  it('unsubscribes, says so and offers to subscribe again', async () => {
    unsubscribeMock.mockResolvedValue(true);
    await setup();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unsubscribe from emailing',
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    expect(await screen.findByText('You have unsubscribed from the emailing')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subscribe to emailing');
    expect(screen.getByTestId('subscription-status')).toHaveTextContent(
      'You do not receive the emailing of the event “Product Days”.',
    );
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(document.title).toBe('Subscribe to emailing');
  });

  it('a second click aborts the pending request; only the newer answer is shown', async () => {
    const signals: AbortSignal[] = [];
    const newer = deferred<boolean>();
    unsubscribeMock.mockImplementation((_scope, _body, signal) => {
      signals.push(signal!);
      // The first answer is slow: it ends only by its abort, as a real fetch does.
      if (signals.length === 1) {
        return new Promise((_resolve, reject) =>
          signal!.addEventListener('abort', () => reject(signal!.reason)),
        );
      }
      return newer.promise;
    });
    await setup();
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    fireEvent.click(button);
    expect(await screen.findByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Sending…' }));
    expect(unsubscribeMock).toHaveBeenCalledTimes(2);
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
    // The aborted one shows no error and leaves the state pending for the newer one.
    expect(screen.queryByTestId('subscription-error')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
    await act(async () => newer.resolve(true));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeInTheDocument();
  });

  it('keeps the shown state and the unsaved choices when a request fails', async () => {
    unsubscribeMock.mockRejectedValue(failure('UNEXPECTED', 500));
    settingsMock.mockRejectedValue(failure('UNEXPECTED', 500));
    await setup();
    const adv = screen.getByRole('checkbox', { name: 'Advertising and offers from partners' });
    fireEvent.click(adv);
    expect(screen.getByTestId('unsaved-changes')).toBeInTheDocument();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    const message = en.errors.UNEXPECTED;
    expect(await screen.findByTestId('subscription-error')).toHaveTextContent(message);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(adv).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Career news and job offers' })).toBeChecked();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' })));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Unsubscribe from emailing',
    );
    expect(adv).toBeChecked();
  });

  it('saves the settings and takes the stored values', async () => {
    settingsMock.mockResolvedValue({ unsubscribed: false, optinCareer: false, optinAdv: true });
    await setup();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Advertising and offers from partners' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Career news and job offers' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save settings' })));
    expect(await screen.findByText('E-mailing settings saved')).toBeInTheDocument();
    expect(settingsMock).toHaveBeenCalledWith(
      { token: 'demo-token', optinCareer: false, optinAdv: true },
      expect.any(AbortSignal),
    );
    expect(screen.queryByTestId('unsaved-changes')).not.toBeInTheDocument();
  });

  it('shows the bad-link text for a token the upstream does not know', async () => {
    unsubscribeMock.mockRejectedValue(failure('VIEWER_NOT_FOUND', 404));
    await setup({ unsubscribed: true, optinCareer: false, optinAdv: false });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })));
    expect(await screen.findByTestId('subscription-error')).toHaveTextContent(
      'Check the link or try reloading the page later',
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Subscribe to emailing');
  });
});
