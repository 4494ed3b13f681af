import {
  PARTNER_SLIDE_CLASS,
  PARTNERS_TRACK_CLASS,
  SLIDER_OPTIONS,
  SPEAKER_SLIDE_CLASS,
  SPEAKERS_TRACK_CLASS,
} from './options';

const SLIDER_GAP_PX = 16;
const PARTNER_GAPS_PX = { default: 12, tablet: 16 } as const;
const SLIDES_PER_VIEW = {
  speakers: { default: 1, tablet: 3, laptop: 4 },
  partners: { default: 1, tablet: 3, laptop: 3 },
} as const;

/** Tailwind's spacing unit is 4 px: `pl-4` is 16 px, `pl-3` 12 px. */
const spacing = (px: number) => px / 4;
const basis = (perView: number) => (perView === 1 ? 'basis-full' : `basis-1/${perView}`);

describe('slider options', () => {
  it('start a swipe after 5 px and settle in about 300 ms', () => {
    expect(SLIDER_OPTIONS).toMatchObject({ dragThreshold: 5, align: 'start' });
    expect(SLIDER_OPTIONS.duration).toBeGreaterThanOrEqual(20);
    expect(SLIDER_OPTIONS.duration).toBeLessThanOrEqual(25);
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
