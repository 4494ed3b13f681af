/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import { BRANDS } from '@/lib/brand/brands';
import { setTestRequestLocale } from '@/test/request-locale';
import { SiteHeader } from './SiteHeader';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
// The switcher is the page's (a slot), tested on its own.
const switcher = <nav aria-label="Language" />;

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

describe('SiteHeader', () => {
  beforeEach(() => setTestRequestLocale('en'));
  it('shows the product logo and the locale switcher on the test page', async () => {
    render(await SiteHeader({ variant: 'product', brand: BRANDS['cloud-events'], switcher }));
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Cloud Events logo' })).toHaveAttribute(
      'src',
      BRANDS['cloud-events'].logo,
    );
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });

  it("shows the event's landing logo on the minimal landing", async () => {
    render(
      await SiteHeader({
        variant: 'landing-logo',
        brand: BRANDS.default,
        switcher,
        activity: activity({ landingLogo: { url: 'https://cdn.example/logo.png' } }),
      }),
    );
    expect(screen.getByRole('img', { name: 'Event logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
    expect(screen.queryByRole('img', { name: 'Eventum logo' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
  });

  it('leaves the logo slot empty when the event has no landing logo', async () => {
    render(
      await SiteHeader({
        variant: 'landing-logo',
        brand: BRANDS.default,
        switcher,
        activity: activity(),
      }),
    );
    expect(screen.queryByRole('img')).toBeNull();
  });
});
