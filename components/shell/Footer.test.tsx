/** @jest-environment jsdom */
import { cleanup, render, screen, within } from '@testing-library/react';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import { BRANDS, withBrandLinks } from '@/lib/brand/brands';
import type { Locale } from '@/i18n/routing';
import { setTestRequestLocale } from '@/test/request-locale';
import { Footer } from './Footer';

// The server translator needs a request context; the real catalogues in the test's request
// locale give the same strings without one.
jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

function activity(extra: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    activityID: 1,
    hash: 'h',
    name: 'Event',
    status: 'planned',
    type: 'online',
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-14T18:00:00+03:00',
    mainHall: { id: 7 },
    ...extra,
  });
}

/** The default brand with the links an operator would configure. */
const brand = withBrandLinks(BRANDS.default, {
  userAgreement: { ru: 'https://legal.example/ru/terms', en: 'https://legal.example/en/terms' },
});

/** The footer of a page in `locale` (English unless a test says otherwise). */
async function renderFooter({
  locale = 'en',
  ...props
}: Partial<Parameters<typeof Footer>[0]> & { locale?: Locale } = {}) {
  setTestRequestLocale(locale);
  render(await Footer({ brand, showPaymentLogos: true, ...props }));
  return screen.getByRole('contentinfo', {
    name: locale === 'ru' ? 'Подвал сайта' : 'Site footer',
  });
}

const year = new Date().getFullYear();

describe('Footer', () => {
  it('links the agreement for the locale and credits the organizer', async () => {
    const footer = await renderFooter({
      locale: 'ru',
      activity: activity({ organizerName: 'ООО «Ромашка»' }),
    });
    const link = within(footer).getByRole('link', { name: /Пользовательское соглашение/ });
    expect(link).toHaveAttribute('href', 'https://legal.example/ru/terms');
    expect(link).not.toHaveTextContent('политика конфиденциальности');
    expect(footer).toHaveTextContent(`© ${year} ООО «Ромашка»`);
  });

  it('renders no agreement link where the operator configured none for the locale', async () => {
    const onlyRussian = withBrandLinks(BRANDS.default, {
      userAgreement: { ru: 'https://legal.example/ru/terms' },
    });
    const footer = await renderFooter({ brand: onlyRussian, activity: activity() });
    expect(within(footer).queryByRole('link', { name: /User agreement/ })).toBeNull();
    expect(footer).toHaveTextContent(`© ${year} Eventum`);
  });

  it('falls back to the brand name as the copyright owner', async () => {
    const footer = await renderFooter({ activity: activity() });
    expect(footer).toHaveTextContent(`© ${year} Eventum`);
  });

  it('adds the privacy-policy suffix and the corporate copyright for the corporate theme', async () => {
    const footer = await renderFooter({
      activity: activity({ theme: 'corporate', organizerName: 'Acme' }),
    });
    expect(
      within(footer).getByRole('link', { name: /User agreement and privacy policy/ }),
    ).toHaveAttribute('href', 'https://legal.example/en/terms');
    expect(footer).toHaveTextContent(`© ${year} Corporate Events. All rights reserved.`);
    expect(footer).not.toHaveTextContent('Acme');
  });

  it('shows the payment logos only for a paid event on a non-minimal page of a brand that allows them', async () => {
    const paid = activity({ tickets: { ticketPrice: 990 } });
    const footer = await renderFooter({ activity: paid });
    const list = within(footer).getByRole('list', { name: 'Payment methods' });
    expect(
      within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Mir', 'Visa', 'Mastercard', 'Acquiring bank']);
  });

  it.each([
    ['a free event', { activity: activity() }],
    [
      'the minimal landing',
      { activity: activity({ tickets: { ticketPrice: 990 } }), showPaymentLogos: false },
    ],
    [
      'a brand without payment info',
      { activity: activity({ tickets: { ticketPrice: 990 } }), brand: BRANDS['cloud-events'] },
    ],
  ])('hides the payment logos for %s', async (_, props) => {
    const footer = await renderFooter(props);
    expect(within(footer).queryByRole('list', { name: 'Payment methods' })).toBeNull();
  });

  it('links the support phone when the brand shows it and the event gives one', async () => {
    const withPhone = activity({ techSupport: { telnum: '+7 (495) 123-45-67' } });
    const footer = await renderFooter({ activity: withPhone });
    expect(
      within(footer).getByRole('link', { name: 'Technical support: +7 (495) 123-45-67' }),
    ).toHaveAttribute('href', 'tel:+74951234567');
  });

  it('leaves the phone out when the brand hides it or the event has none', async () => {
    const withPhone = activity({ techSupport: { telnum: '+7 495 1234567' } });
    let footer = await renderFooter({
      activity: withPhone,
      brand: { ...brand, isShowPhone: false },
    });
    expect(footer).not.toHaveTextContent('Technical support');
    cleanup();
    footer = await renderFooter({ activity: activity() });
    expect(footer).not.toHaveTextContent('Technical support');
  });

  it("shows the 'made in' mark on the test page and for halls with branding only", async () => {
    let footer = await renderFooter({ isTestPage: true });
    expect(footer).toHaveTextContent('Made with Eventum');
    cleanup();
    footer = await renderFooter({
      activity: activity({ halls: [{ id: 7, isBrandingEnabled: true }] }),
    });
    expect(footer).toHaveTextContent('Made with Eventum');
    cleanup();
    footer = await renderFooter({ activity: activity({ halls: [{ id: 7 }] }) });
    expect(footer).not.toHaveTextContent('Made with');
  });
});
