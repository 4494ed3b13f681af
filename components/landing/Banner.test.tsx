/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import { TextEncoder } from 'node:util';
import { Banner } from './Banner';
import { appliedUtilities, makeActivity } from '@/test/landing-support';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

// jsdom lacks TextEncoder, which qrcode's browser build (picked under jsdom) needs; Node has it.
Object.assign(globalThis, { TextEncoder });

describe('Banner', () => {
  it('shows the event name as the only h1', async () => {
    render(await Banner({ activity: makeActivity() }));
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Городские технологии');
    expect(screen.getByRole('region', { name: 'Городские технологии' })).toBeInTheDocument();
  });

  it('shows the start pill with the year for a single-day event and the duration with UTC', async () => {
    render(await Banner({ activity: makeActivity() }));
    expect(screen.getByTestId('start-pill')).toHaveTextContent(
      'Начало: 14 марта 2027, 10:00 (UTC+3)',
    );
    expect(screen.getByTestId('duration-pill')).toHaveTextContent(
      'Продолжительность: 8 часов (UTC+3)',
    );
  });

  it('uses the platform zone and a date range for a multi-day event, in English', async () => {
    const activity = makeActivity({
      plannedStartDate: '2027-05-18T10:00:00+03:00',
      plannedStopDate: '2027-05-20T17:30:00+03:00',
      landingBlocks: { schedule: { props: { platformTimeZone: 5.5 } } },
    });
    setTestRequestLocale('en');
    render(await Banner({ activity }));
    expect(screen.getByTestId('start-pill')).toHaveTextContent(
      'Starts: 18–20 May, 12:30 (UTC+5:30)',
    );
    expect(screen.getByTestId('duration-pill')).toHaveTextContent(
      'Duration: 2 days 7 hours 30 minutes (UTC+5:30)',
    );
  });

  it('shows the landing logo at most 60 px high when there is one', async () => {
    const { rerender } = render(await Banner({ activity: makeActivity() }));
    expect(screen.queryByRole('img', { name: 'Логотип мероприятия' })).toBeNull();

    rerender(
      await Banner({
        activity: makeActivity({ landingLogo: { url: 'https://cdn.example/logo.png' } }),
      }),
    );
    const logo = screen.getByRole('img', { name: 'Логотип мероприятия' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/logo.png');
    expect(logo.style.maxHeight).toBe('60px');
  });

  it('shows a landing logo given only as imageSources, as the header does', async () => {
    render(
      await Banner({
        activity: makeActivity({
          landingLogo: { imageSources: { xs: { simple: 'https://cdn.example/logo-xs.png' } } },
        }),
      }),
    );
    const logo = screen.getByRole('img', { name: 'Логотип мероприятия' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example/logo-xs.png');
  });

  it('shows the QR block with its image and annotation when qrCode.url is set', async () => {
    const activity = makeActivity({
      qrCode: {
        url: 'https://events.example/max?hash=x',
        image: 'https://cdn.example/qr.png',
        annotation: 'Отсканируйте код',
      },
    });
    render(await Banner({ activity }));
    const block = screen.getByTestId('qr-block');
    const image = within(block).getByRole('img', {
      name: 'QR-код мероприятия «Городские технологии»',
    });
    expect(image).toHaveAttribute('src', 'https://cdn.example/qr.png');
    expect(within(block).getByText('Отсканируйте код')).toBeInTheDocument();
  });

  it('leaves out the annotation when there is none', async () => {
    const activity = makeActivity({
      qrCode: { url: 'https://events.example/x', image: 'https://cdn.example/qr.png' },
    });
    render(await Banner({ activity }));
    expect(screen.getByTestId('qr-block').querySelector('figcaption')).toBeNull();
  });

  it('shows no QR block when qrCode.url is empty, even with an image', async () => {
    for (const qrCode of [
      undefined,
      { url: '', image: 'https://cdn.example/qr.png' },
      { url: '   ', image: 'https://cdn.example/qr.png' },
      { image: 'https://cdn.example/qr.png' },
    ]) {
      const { unmount } = render(await Banner({ activity: makeActivity({ qrCode }) }));
      expect(screen.queryByTestId('qr-block')).toBeNull();
      unmount();
    }
  });

  it('draws the QR code itself when the event gives a target but no image', async () => {
    const activity = makeActivity({ qrCode: { url: 'https://events.example/max?hash=x' } });
    render(await Banner({ activity }));
    const image = within(screen.getByTestId('qr-block')).getByRole('img');
    expect(image.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
  });

  it('aligns the background differently for the mashroom theme', async () => {
    const aligned = async (props: { theme?: 'mashroom' | 'default'; activityTheme?: string }) => {
      const { container, unmount } = render(
        await Banner({
          activity: makeActivity({ theme: props.activityTheme }),
          theme: props.theme,
        }),
      );
      const box = container.querySelector('[data-alignment]') as HTMLElement;
      const result = {
        alignment: box.dataset.alignment,
        image: box.style.backgroundImage,
        position: box.style.backgroundPosition,
      };
      unmount();
      return result;
    };
    const plain = await aligned({});
    const mashroom = await aligned({ activityTheme: 'mashroom' });
    const brandMashroom = await aligned({ theme: 'mashroom' });
    expect(plain).toMatchObject({ alignment: 'center', position: 'center top' });
    expect(mashroom).toMatchObject({ alignment: 'right', position: 'right center' });
    expect(brandMashroom.alignment).toBe('right');
    expect(mashroom.image).toContain('/themes/banner-mashroom.svg');
    expect(mashroom.position).not.toBe(plain.position);
  });

  it("shows the theme's background image over the page's surface colour, as a CSS background", async () => {
    const { container } = render(await Banner({ activity: makeActivity({ theme: 'blue' }) }));
    const box = container.querySelector('[data-alignment]') as HTMLElement;
    // The legacy name is mapped where the activity is read: its image is deep-blue's.
    expect(box.style.backgroundImage).toContain('/themes/banner-deep-blue.svg');
    expect(appliedUtilities(box)).toEqual(
      expect.arrayContaining(['bg-surface', 'bg-cover', 'bg-no-repeat']),
    );
    expect(box.querySelector('img[src*="/themes/"]')).toBeNull();
    expect(appliedUtilities(box.closest('section')?.querySelector('h1') ?? null)).toContain(
      'text-ink',
    );
  });

  it.each([
    ['planned', 'Запланировано'],
    ['ready', 'Скоро начнётся'],
    ['current', 'Идёт сейчас'],
    ['completed', 'Завершено'],
    ['archived', 'В архиве'],
  ])('carries the %s status as a pill', async (status, text) => {
    render(await Banner({ activity: makeActivity({ status }) }));
    expect(screen.getByTestId('status-pill')).toHaveTextContent(text);
    expect(screen.getByTestId('status-pill').closest('ul')).toBe(
      screen.getByTestId('start-pill').closest('ul'),
    );
  });

  it.each(['completed', 'archived'])(
    'says a %s event has ended and registration is closed',
    async (status) => {
      setTestRequestLocale('en');
      render(await Banner({ activity: makeActivity({ status }) }));
      expect(screen.getByTestId('status-pill')).toHaveTextContent(
        status === 'completed' ? 'Completed' : 'Archived',
      );
      const over = screen.getByTestId('event-over');
      expect(over).toHaveTextContent('The event has ended');
      expect(over).toHaveTextContent('Registration closed');
    },
  );

  it.each(['planned', 'ready', 'current'])('has no ended notice for a %s event', async (status) => {
    render(await Banner({ activity: makeActivity({ status }) }));
    expect(screen.queryByTestId('event-over')).toBeNull();
    expect(screen.queryByText('Мероприятие завершилось')).toBeNull();
  });
});

describe('Banner place', () => {
  it('names the city and the address of an offline event', async () => {
    render(
      await Banner({
        activity: makeActivity({
          type: 'offline',
          location: { city: 'Казань', address: 'ул. Баумана, 15' },
        }),
      }),
    );
    expect(screen.getByTestId('banner-place')).toHaveTextContent('Место: Казань, ул. Баумана, 15');
  });

  it('names only the given field of a hybrid event', async () => {
    render(
      await Banner({ activity: makeActivity({ type: 'hybrid', location: { city: 'Berlin' } }) }),
    );
    expect(screen.getByTestId('banner-place')).toHaveTextContent(/^Место: Berlin$/);
  });

  it.each([
    ['an online event, even with a location', { type: 'online', location: { city: 'Казань' } }],
    ['an offline event without a location', { type: 'offline' }],
    [
      'an offline event with blank fields',
      { type: 'offline', location: { city: ' ', address: '' } },
    ],
  ])('names no place for %s', async (_, overrides) => {
    render(await Banner({ activity: makeActivity(overrides) }));
    expect(screen.queryByTestId('banner-place')).toBeNull();
  });
});
