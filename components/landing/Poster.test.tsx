/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { BRANDS, type BrandConfig } from '@/lib/brand/brands';
import { Poster, posterMedia } from './Poster';
import { appliedUtilities, makeActivity } from '@/test/landing-support';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const brand = BRANDS.default;

describe('Poster', () => {
  it('shows the event image with the event name as alt text in a 16:9 box', async () => {
    const activity = makeActivity({ activityPoster: { url: 'https://cdn.example/poster.jpg' } });
    const { container } = render(await Poster({ activity, brand }));
    const image = screen.getByRole('img', { name: 'Афиша мероприятия «Городские технологии»' });
    expect(image).toHaveAttribute('src', 'https://cdn.example/poster.jpg');
    // The first screen's largest paint: fetched first, painted decoded (no empty frame first).
    expect(image).toHaveAttribute('fetchpriority', 'high');
    expect(image).not.toHaveAttribute('loading', 'lazy');
    expect(image).not.toHaveAttribute('decoding', 'async');
    expect(appliedUtilities(screen.getByTestId('poster'))).toEqual(
      expect.arrayContaining(['aspect-video', 'max-w-player']),
    );
    expect(container.querySelector('video')).toBeNull();
  });

  it("falls back to the brand's per-locale image", async () => {
    const { rerender } = render(await Poster({ activity: makeActivity(), brand }));
    expect(screen.getByRole('img')).toHaveAttribute('src', brand.poster.ru);
    setTestRequestLocale('en');
    rerender(await Poster({ activity: makeActivity(), brand }));
    expect(screen.getByRole('img', { name: 'Poster for “Городские технологии”' })).toHaveAttribute(
      'src',
      brand.poster.en,
    );
  });

  it('plays a looping, muted, inline video when the poster type is video', async () => {
    const activity = makeActivity({
      posterType: 'video',
      videoPoster: { url: 'https://cdn.example/loop.webm' },
      activityPoster: { url: 'https://cdn.example/poster.jpg' },
    });
    const { container } = render(await Poster({ activity, brand }));
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('src', 'https://cdn.example/loop.webm');
    expect(video).toHaveAttribute('poster', 'https://cdn.example/poster.jpg');
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video?.muted).toBe(true);
    expect(video).toHaveAttribute('aria-label', 'Видеоафиша мероприятия «Городские технологии»');
  });

  it("uses the brand's per-locale default video when the event has no video URL", async () => {
    const activity = makeActivity({ posterType: 'video' });
    setTestRequestLocale('en');
    const { container } = render(await Poster({ activity, brand }));
    expect(container.querySelector('video')).toHaveAttribute('src', brand.videoPoster.en);
    expect(container.querySelector('video')).toHaveAttribute('poster', brand.poster.en);
  });
});

describe('posterMedia', () => {
  it('falls back to an image for a brand without a default video', () => {
    const noVideo: BrandConfig = { ...brand, videoPoster: { ru: null, en: null } };
    expect(posterMedia(makeActivity({ posterType: 'video' }), noVideo, 'ru')).toEqual({
      kind: 'image',
      src: brand.poster.ru,
    });
  });

  it('treats an unknown poster type as an image', () => {
    const activity = makeActivity({
      posterType: 'gif',
      videoPoster: { url: 'https://cdn.example/loop.webm' },
    });
    expect(posterMedia(activity, brand, 'ru').kind).toBe('image');
  });
});
