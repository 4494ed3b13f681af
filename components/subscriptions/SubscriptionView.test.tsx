/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { type ReactElement } from 'react';
import { ApiError, ERROR_CODES } from '@/lib/api/errors';
import en from '@/messages/en.json';
import ru from '@/messages/ru.json';
import { SubscriptionManager, type SubscriptionManagerProps } from './SubscriptionManager';
import { SubscriptionProblem, SubscriptionView } from './SubscriptionView';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

async function renderProblem(error: unknown, locale: 'ru' | 'en' = 'en') {
  setTestRequestLocale(locale);
  render(await SubscriptionProblem({ error }));
}

const viewerError = (code: string, status: number) =>
  new ApiError({ code, service: 'viewer', status });

describe('SubscriptionProblem (the pages’ renderError)', () => {
  it.each([
    viewerError(ERROR_CODES.TOKEN_INVALID, 400),
    viewerError(ERROR_CODES.WRONG_ACTIVITY_ID, 400),
    viewerError(ERROR_CODES.VIEWER_NOT_FOUND, 404),
    new ApiError({ code: ERROR_CODES.ACTIVITY_NOT_FOUND, service: 'eventor', status: 404 }),
  ])('answers a bad link ($code) with its catalogue text and no retry', async (error) => {
    await renderProblem(error);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      en.titles.emailChangeSettings,
    );
    expect(screen.getByTestId('subscription-problem')).toHaveTextContent(
      en.errors[error.code as keyof typeof en.errors] as string,
    );
    expect(document.querySelector('a')).toBeNull();
  });

  it('answers any other failure with its catalogue text and a reload of this document', async () => {
    await renderProblem(viewerError(ERROR_CODES.UNEXPECTED, 502), 'ru');
    expect(screen.getByRole('alert')).toHaveTextContent(ru.errors.UNEXPECTED);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      ru.titles.emailChangeSettings,
    );
    // An empty href (no link role in jsdom): the reload keeps the token without writing it.
    expect(screen.getByText(ru.errors.reload).closest('a')).toHaveAttribute('href', '');
  });

  it('answers a failure that is not an ApiError as the unexpected error, with the reload', async () => {
    await renderProblem(new Error('boom'));
    expect(screen.getByRole('alert')).toHaveTextContent(en.errors.UNEXPECTED);
    expect(screen.getByText(en.errors.reload).closest('a')).toHaveAttribute('href', '');
  });
});

describe('SubscriptionView', () => {
  it('hands the island its texts (the event named, the address masked) and the stored state', async () => {
    setTestRequestLocale('en');
    const view = (await SubscriptionView({
      scope: 'event',
      token: 'demo-token',
      brandName: 'Eventor',
      subscription: {
        state: { unsubscribed: false, optinCareer: true, optinAdv: false },
        email: 'anna@example.com',
        eventName: 'Product Days',
      },
    })) as ReactElement<SubscriptionManagerProps>;
    expect(view.type).toBe(SubscriptionManager);
    expect(view.props).toMatchObject({
      token: 'demo-token',
      scope: 'event',
      initial: { unsubscribed: false, optinCareer: true, optinAdv: false },
    });
    expect(view.props.text.status.subscribed).toBe(
      'You receive the emailing of the event “Product Days”.',
    );
    expect(view.props.text.recipient).toBe('Address: an***@example.com');
    expect(view.props.text.errors.reload).toBe(en.errors.reload);
  });
});
