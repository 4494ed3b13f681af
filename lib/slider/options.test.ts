import {
  EMBLA_DURATION,
  PARTNER_AUTOPLAY_DELAY_MS,
  PARTNER_GAPS_PX,
  PARTNER_SLIDE_CLASS,
  PARTNERS_TRACK_CLASS,
  SLIDER_GAP_PX,
  SLIDER_OPTIONS,
  SLIDER_SPEED_MS,
  SLIDER_SWIPE_THRESHOLD,
  SLIDES_PER_VIEW,
  SPEAKER_SLIDE_CLASS,
  SPEAKERS_TRACK_CLASS,
} from './options';

/** Tailwind's spacing unit is 4 px: `pl-4` is 16 px, `pl-3` 12 px. */
const spacing = (px: number) => px / 4;
const basis = (perView: number) => (perView === 1 ? 'basis-full' : `basis-1/${perView}`);

describe('slider constants', () => {
  it('are 300 ms, a 5 px swipe threshold, gaps 16 (partners 12/16) and a 3000 ms partner delay', () => {
    expect(SLIDER_SPEED_MS).toBe(300);
    expect(SLIDER_SWIPE_THRESHOLD).toBe(5);
    expect(SLIDER_GAP_PX).toBe(16);
    expect(PARTNER_GAPS_PX).toEqual({ default: 12, tablet: 16 });
    expect(PARTNER_AUTOPLAY_DELAY_MS).toBe(3000);
    expect(SLIDES_PER_VIEW).toEqual({
      speakers: { default: 1, tablet: 3, laptop: 4 },
      partners: { default: 1, tablet: 3, laptop: 3 },
    });
  });

  it('feed the embla options', () => {
    expect(SLIDER_OPTIONS).toMatchObject({
      dragThreshold: SLIDER_SWIPE_THRESHOLD,
      duration: EMBLA_DURATION,
      align: 'start',
    });
    expect(EMBLA_DURATION).toBeGreaterThanOrEqual(20);
    expect(EMBLA_DURATION).toBeLessThanOrEqual(25);
  });
});

describe('slide classes', () => {
  it('give speakers 1 / 3 / 4 per view with a 16 px gap', () => {
    const { speakers } = SLIDES_PER_VIEW;
    const classes = SPEAKER_SLIDE_CLASS.split(' ');
    expect(classes).toEqual(
      expect.arrayContaining([
        basis(speakers.default),
        `tablet:${basis(speakers.tablet)}`,
        `laptop:${basis(speakers.laptop)}`,
        `pl-${spacing(SLIDER_GAP_PX)}`,
      ]),
    );
    expect(SPEAKERS_TRACK_CLASS.split(' ')).toContain(`-ml-${spacing(SLIDER_GAP_PX)}`);
  });

  it('give partners 1 / 3 / 3 per view with 12 / 16 px gaps', () => {
    const { partners } = SLIDES_PER_VIEW;
    const classes = PARTNER_SLIDE_CLASS.split(' ');
    expect(classes).toEqual(
      expect.arrayContaining([
        basis(partners.default),
        `tablet:${basis(partners.tablet)}`,
        `pl-${spacing(PARTNER_GAPS_PX.default)}`,
        `tablet:pl-${spacing(PARTNER_GAPS_PX.tablet)}`,
      ]),
    );
    // Tablet's 3 per view carries on to laptop, so no laptop class is needed.
    expect(partners.laptop).toBe(partners.tablet);
    expect(PARTNERS_TRACK_CLASS.split(' ')).toEqual(
      expect.arrayContaining([
        `-ml-${spacing(PARTNER_GAPS_PX.default)}`,
        `tablet:-ml-${spacing(PARTNER_GAPS_PX.tablet)}`,
      ]),
    );
  });
});
