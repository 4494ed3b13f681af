/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import {
  createFakeAutoplay,
  createFakeEmbla,
  type FakeAutoplay,
  type FakeEmbla,
} from '@/test/slider-support';
import { PARTNER_SLIDE_CLASS } from '@/lib/slider/options';
import { Partners } from './Partners';
import { appliedUtilities, makeActivity } from '@/test/landing-support';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
jest.mock('embla-carousel-react', () => ({ __esModule: true, default: jest.fn() }));
// The page defers the slider's module until after hydration (DeferredSlider, tested on its own);
// here the slider itself is under test, so it renders at once.
jest.mock('./DeferredSlider', () => ({
  PartnersSliderDeferred: jest.requireActual('./PartnersSlider').PartnersSlider,
}));
jest.mock('embla-carousel-autoplay', () => ({ __esModule: true, default: jest.fn() }));

const mockedEmbla = jest.mocked(useEmblaCarousel);
const mockedAutoplay = jest.mocked(Autoplay);

const PARTNERS = [
  {
    id: 1,
    name: 'Облакон',
    link: 'https://oblakon.example/',
    photo: { url: 'https://cdn.example/oblakon.png' },
  },
  { id: 2, link: 'https://nameless.example/', photo: { url: 'https://cdn.example/p2.png' } },
  { id: 3, name: 'Без ссылки', photo: { url: 'https://cdn.example/p3.png' } },
  { id: 4, name: 'Без логотипа', link: 'https://nologo.example/' },
];

const withPartners = (partners: unknown[], blockTitle?: string) =>
  makeActivity({ partners, landingBlocks: { partners: { blockTitle } } });

let autoplay: FakeAutoplay;
let fake: FakeEmbla;

function setup(state: Parameters<typeof createFakeEmbla>[0]) {
  autoplay = createFakeAutoplay();
  fake = createFakeEmbla(state, autoplay);
  mockedEmbla.mockReturnValue([jest.fn(), fake.api as unknown as EmblaCarouselType]);
  mockedAutoplay.mockReturnValue(autoplay as unknown as ReturnType<typeof Autoplay>);
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

function setReducedMotion(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches,
      media: query,
      addEventListener: jest.fn(),
      removeEventListener: jest.fn(),
    }),
  });
}

beforeEach(() => setup({ canScrollNext: true, snapCount: 3 }));
afterEach(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('Partners', () => {
  it('is hidden when the event has no partners', async () => {
    expect(await Partners({ activity: makeActivity() })).toBeNull();
  });

  it('uses the block title, or the default one', async () => {
    const { rerender } = render(
      await Partners({ activity: withPartners(PARTNERS, 'Партнёры конференции') }),
    );
    expect(screen.getByRole('region', { name: 'Партнёры конференции' })).toHaveAttribute(
      'id',
      'partners',
    );
    rerender(await Partners({ activity: withPartners(PARTNERS) }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Партнёры');
    setTestRequestLocale('en');
    rerender(await Partners({ activity: withPartners(PARTNERS) }));
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Partners');
  });

  it('lays the slides out with the slides per view and gaps of lib/slider/options.ts', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    const slide = screen.getByRole('link', { name: /Облакон/ }).closest('li');
    expect(appliedUtilities(slide)).toEqual(PARTNER_SLIDE_CLASS.split(' '));
  });

  it('links each logo to the partner in a new tab, alt text from the name or its number', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    const named = screen.getByRole('link', { name: /Облакон/ });
    expect(named).toHaveAttribute('href', 'https://oblakon.example/');
    expect(named).toHaveAttribute('target', '_blank');
    expect(named).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(named).getByRole('img')).toHaveAttribute('alt', 'Облакон');

    const nameless = screen.getByRole('link', { name: /Партнёр 2/ });
    expect(within(nameless).getByRole('img')).toHaveAttribute('alt', 'Партнёр 2');
    expect(nameless).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('renders a partner without a link as a plain logo', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    const logo = screen.getByRole('img', { name: 'Без ссылки' });
    expect(logo.closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(3);
  });

  it('shows the name when a partner has no logo', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    expect(screen.getByRole('link', { name: /Без логотипа/ })).toHaveTextContent('Без логотипа');
  });
});

describe('Partners autoplay', () => {
  it('uses the autoplay plugin with the 3000 ms delay and starts playing', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    expect(mockedAutoplay).toHaveBeenCalledWith(expect.objectContaining({ delay: 3000 }));
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('pauses on hover and resumes when the mouse leaves', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    const slides = screen.getByTestId('partner-slides');
    fireEvent.mouseEnter(slides);
    expect(autoplay.isPlaying()).toBe(false);
    fireEvent.mouseLeave(slides);
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('pauses while keyboard focus is on a partner link', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    const link = screen.getByRole('link', { name: /Облакон/ });
    act(() => link.focus());
    expect(autoplay.isPlaying()).toBe(false);
    act(() => link.blur());
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('pauses while the tab is hidden and resumes afterwards', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    act(() => setVisibility('hidden'));
    expect(autoplay.stop).toHaveBeenCalled();
    expect(autoplay.isPlaying()).toBe(false);
    act(() => setVisibility('visible'));
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('has a pause button that stops and resumes autoplay', async () => {
    render(await Partners({ activity: withPartners(PARTNERS) }));
    fireEvent.click(screen.getByRole('button', { name: 'Остановить автопрокрутку партнёров' }));
    expect(autoplay.isPlaying()).toBe(false);
    const play = screen.getByRole('button', { name: 'Запустить автопрокрутку партнёров' });
    act(() => play.focus());
    fireEvent.click(play);
    // Focus on the button itself does not hold the slider paused.
    expect(autoplay.isPlaying()).toBe(true);
  });

  it('does not autoplay for visitors who prefer reduced motion, and offers no button', async () => {
    setReducedMotion(true);
    render(await Partners({ activity: withPartners(PARTNERS) }));
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('neither plays nor offers the button when every logo fits', async () => {
    setup({ canScrollNext: false, snapCount: 1 });
    render(await Partners({ activity: withPartners(PARTNERS.slice(0, 2)) }));
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
