/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import useEmblaCarousel from 'embla-carousel-react';
import type { ReactElement } from 'react';
import type { SpeakersSliderText } from './SpeakersSlider';
import en from '@/messages/en.json';
import { SPEAKER_SLIDE_CLASS } from '@/lib/slider/options';
import { createFakeEmbla, type FakeEmbla } from '@/test/slider-support';
import { Speakers, speakerDetails, speakerInitials, speakerName } from './Speakers';
import { appliedUtilities, makeActivity } from '@/test/landing-support';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: jest.fn() }));
// The page defers the slider's module until after hydration (DeferredSlider, tested on its own);
// here the slider itself is under test, so it renders at once.
jest.mock('./DeferredSlider', () => ({
  SpeakersSliderDeferred: jest.requireActual('./SpeakersSlider').SpeakersSlider,
}));

const mockedEmbla = jest.mocked(useEmblaCarousel);

function useFakeEmbla(fake: FakeEmbla) {
  mockedEmbla.mockReturnValue([jest.fn(), fake.api as unknown as EmblaCarouselType]);
}

const SPEAKERS = [
  {
    id: 1,
    firstName: 'Анна',
    middleName: 'Сергеевна',
    lastName: 'Петрова',
    position: 'CTO',
    organization: 'Acme',
    photo: { url: 'https://cdn.example/anna.jpg' },
  },
  { id: 2, firstName: 'Иван', lastName: 'Смирнов', organization: 'Облакон' },
  { id: 3, firstName: 'Олег', lastName: 'Ким', position: 'Продакт-менеджер' },
  { id: 4, firstName: 'Мария', lastName: 'Белова' },
  { id: 5, firstName: 'Пётр', lastName: 'Орлов' },
];

const withSpeakers = (speakers: unknown[], blockTitle?: string) =>
  makeActivity({ speakers, landingBlocks: { speakers: { blockTitle } } });

beforeEach(() => useFakeEmbla(createFakeEmbla()));

describe('Speakers', () => {
  it('is hidden when the event has no speakers', async () => {
    expect(await Speakers({ activity: makeActivity() })).toBeNull();
  });

  it('uses the block title, or the default one', async () => {
    const { rerender } = render(
      await Speakers({ activity: withSpeakers(SPEAKERS, 'Наши эксперты') }),
    );
    expect(screen.getByRole('region', { name: 'Наши эксперты' })).toHaveAttribute('id', 'speakers');
    rerender(await Speakers({ activity: withSpeakers(SPEAKERS) }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Спикеры');
    setTestRequestLocale('en');
    rerender(await Speakers({ activity: withSpeakers(SPEAKERS, '') }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Speakers');
  });

  it('lays the slides out with the slides per view and gap of lib/slider/options.ts', async () => {
    render(await Speakers({ activity: withSpeakers(SPEAKERS) }));
    const slide = screen.getAllByRole('article')[0]?.parentElement ?? null;
    expect(appliedUtilities(slide)).toEqual(SPEAKER_SLIDE_CLASS.split(' '));
  });

  it('renders a card per speaker: photo, first and last name, position and organisation', async () => {
    render(await Speakers({ activity: withSpeakers(SPEAKERS) }));
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(SPEAKERS.length);

    const [anna, ivan, oleg] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(anna).getByRole('heading', { level: 3 })).toHaveTextContent(/^Анна Петрова$/);
    expect(anna).toHaveTextContent('CTO, Acme');
    expect(anna.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/anna.jpg');
    expect(ivan).toHaveTextContent('Облакон');
    expect(ivan).not.toHaveTextContent(',');
    expect(oleg).toHaveTextContent('Продакт-менеджер');
  });

  it('shows a placeholder with initials when there is no photo', async () => {
    render(await Speakers({ activity: withSpeakers(SPEAKERS.slice(1, 2)) }));
    const card = screen.getByRole('article');
    expect(card.querySelector('img')).toBeNull();
    expect(within(card).getByTestId('speaker-photo-placeholder')).toHaveTextContent('ИС');
  });

  it('hands the slider only the texts it labels its controls with, a bullet label per slide', async () => {
    setTestRequestLocale('en');
    const element = await Speakers({ activity: withSpeakers(SPEAKERS) });
    const slider = (element?.props as { children: ReactElement<{ text: SpeakersSliderText }> })
      .children;
    expect(slider.props.text).toEqual({
      previous: en.speakers.previous,
      next: en.speakers.next,
      pagination: en.speakers.pagination,
      goTo: SPEAKERS.map((_, index) => `Show slide ${index + 1}`),
    });
  });

  it('hides every control when nothing can slide', async () => {
    useFakeEmbla(createFakeEmbla({ canScrollPrev: false, canScrollNext: false, snapCount: 1 }));
    render(await Speakers({ activity: withSpeakers(SPEAKERS.slice(0, 2)) }));
    expect(screen.queryByTestId('slider-controls')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows previous/next buttons and bullets when the cards overflow, and drives the slider', async () => {
    const fake = createFakeEmbla({ canScrollNext: true, snapCount: 3 });
    useFakeEmbla(fake);
    render(await Speakers({ activity: withSpeakers(SPEAKERS) }));

    const previous = screen.getByRole('button', { name: 'Предыдущие спикеры' });
    const next = screen.getByRole('button', { name: 'Следующие спикеры' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();
    fireEvent.click(next);
    expect(fake.api.scrollNext).toHaveBeenCalled();

    const bullets = within(
      screen.getByRole('list', { name: 'Страницы слайдера спикеров' }),
    ).getAllByRole('button');
    expect(bullets).toHaveLength(3);
    expect(bullets[0]).toHaveAttribute('aria-current', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Показать слайд 3' }));
    expect(fake.api.scrollTo).toHaveBeenCalledWith(2);

    act(() => {
      fake.set({ selectedIndex: 2, canScrollPrev: true, canScrollNext: false });
      fake.emit('select');
    });
    expect(previous).toBeEnabled();
    expect(next).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Показать слайд 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('hides the controls again once a resize makes every card fit', async () => {
    const fake = createFakeEmbla({ canScrollNext: true, snapCount: 2 });
    useFakeEmbla(fake);
    render(await Speakers({ activity: withSpeakers(SPEAKERS.slice(0, 4)) }));
    expect(screen.getByTestId('slider-controls')).toBeInTheDocument();
    act(() => {
      fake.set({ canScrollNext: false, snapCount: 1 });
      fake.emit('reInit');
    });
    expect(screen.queryByTestId('slider-controls')).toBeNull();
  });

  it('shows at most five bullets however many snaps there are', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({
      id: index + 1,
      firstName: `Имя${index}`,
      lastName: `Фамилия${index}`,
    }));
    useFakeEmbla(createFakeEmbla({ canScrollNext: true, snapCount: 12 }));
    render(await Speakers({ activity: withSpeakers(many) }));
    const bullets = within(
      screen.getByRole('list', { name: 'Страницы слайдера спикеров' }),
    ).getAllByRole('button');
    expect(bullets).toHaveLength(5);
  });
});

describe('speaker text helpers', () => {
  it('build the name, details and initials', () => {
    expect(speakerName({ firstName: ' Анна ', lastName: 'Петрова' })).toBe('Анна Петрова');
    expect(speakerDetails({ position: 'CTO', organization: ' ' })).toBe('CTO');
    expect(speakerDetails({ position: undefined, organization: undefined })).toBe('');
    expect(speakerInitials({ firstName: 'анна', lastName: 'петрова' })).toBe('АП');
    expect(speakerInitials({ firstName: '', lastName: '' })).toBe('?');
  });
});
