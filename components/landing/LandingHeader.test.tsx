/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import { BRANDS } from '@/lib/brand/brands';
import { installDialogPolyfill } from '@/test/dialog-support';
import { LandingHeader, registerTargetId } from './LandingHeader';
import { appliedUtilities } from '@/test/landing-support';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
// The real switcher reads the router; its own tests live in components/shell.
jest.mock('@/components/shell/LocaleSwitcher', () => ({
  LocaleSwitcher: () => <nav aria-label="Language" />,
}));

function activity(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    activityID: 1,
    hash: 'demo-online',
    name: 'Event',
    status: 'planned',
    type: 'online',
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-14T18:00:00+03:00',
    mainHall: { id: 7 },
    isRegistrationEnabled: true,
    ...overrides,
  });
}

const sections = [
  { id: 'schedule', title: 'Program' },
  { id: 'speakers', title: 'Speakers' },
];

async function renderHeader(overrides: Record<string, unknown> = {}) {
  const element = await LandingHeader({
    activity: activity(overrides),
    brand: BRANDS.default,
    sections,
    currentHref: '/max?hash=h',
  });
  return render(element);
}

describe('LandingHeader', () => {
  let removePolyfill: () => void;
  beforeEach(() => {
    removePolyfill = installDialogPolyfill();
    setTestRequestLocale('en');
  });
  afterEach(() => removePolyfill());

  it('is a fixed bar of the header height, followed by a spacer of the same height', async () => {
    const { container } = await renderHeader();
    const header = screen.getByRole('banner');
    expect(appliedUtilities(header)).toEqual(
      expect.arrayContaining(['fixed', 'top-0', 'h-header']),
    );
    expect(appliedUtilities(header.nextElementSibling)).toContain('h-header');
    expect(header.nextElementSibling).toHaveAttribute('aria-hidden', 'true');
    expect(container.querySelectorAll('header')).toHaveLength(1);
  });

  it('runs no script of its own: the page’s EarlyTaps stands after the banner', async () => {
    const { container } = await renderHeader();
    // The menu's island hydrates after the page (decision 0711); its button is marked for it.
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('data-early-tap');
    // A script here would stand before the banner's heading, and the parser may let the page
    // paint after an inline script: the first frame would lack the heading.
    expect(container.querySelectorAll('script')).toHaveLength(0);
  });

  it('shows the brand logo when the event has no landing logo', async () => {
    await renderHeader();
    expect(screen.getByRole('img', { name: `${BRANDS.default.name} logo` })).toHaveAttribute(
      'src',
      BRANDS.default.logo,
    );
  });

  it('shows the event landing logo when present', async () => {
    await renderHeader({ landingLogo: { url: 'https://cdn.example/logo.png' } });
    expect(screen.getByRole('img', { name: 'Event logo' })).toHaveAttribute(
      'src',
      'https://cdn.example/logo.png',
    );
    expect(screen.queryByRole('img', { name: `${BRANDS.default.name} logo` })).toBeNull();
  });

  it('lists the given sections, the register button and the locale switcher', async () => {
    await renderHeader();
    const header = screen.getByRole('banner');
    const [inline] = within(header).getAllByRole('navigation', {
      name: 'Page sections',
      hidden: true,
    });
    expect(
      within(inline as HTMLElement)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Program', 'Speakers']);
    expect(within(inline as HTMLElement).getByRole('link', { name: 'Speakers' })).toHaveAttribute(
      'href',
      '#speakers',
    );
    const register = within(header).getByRole('link', { name: 'Register' });
    expect(register).toHaveAttribute('href', '#platform-widget');
    expect(register).toHaveClass('header-register'); // hidden below 1024 px (globals.css)
    expect(within(header).getByRole('navigation', { name: 'Language' })).toBeInTheDocument();
    // The menu's island hydrates after the page (decision 0711).
    expect(await within(header).findByRole('button', { name: 'Open menu' })).toBeInTheDocument();
  });

  it('targets the registration section for offline events', async () => {
    await renderHeader({ type: 'offline' });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '#registration-section',
    );
  });

  it.each([
    ['registration disabled', { isRegistrationEnabled: false }],
    ['registration not configured', { isRegistrationEnabled: undefined }],
    ['generated registration', { isGenRegistration: true }],
  ])('has no register action with %s', async (_name, overrides) => {
    await renderHeader(overrides);
    expect(screen.queryByRole('link', { name: 'Register', hidden: true })).toBeNull();
    expect(screen.queryByText('Registration closed')).toBeNull();
  });

  it.each([
    ['completed', 'online'],
    ['archived', 'offline'],
  ])(
    'offers no registration for a %s %s event, neither in the bar nor in the drawer',
    async (status, type) => {
      await renderHeader({ status, type });
      const header = screen.getByRole('banner');
      expect(within(header).queryByRole('link', { name: 'Register', hidden: true })).toBeNull();
      expect(within(header).getByTestId('header-registration-closed')).toHaveTextContent(
        'Registration closed',
      );
      fireEvent.click(await within(header).findByRole('button', { name: 'Open menu' }));
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(within(drawer).getByRole('link', { name: 'Speakers' })).toBeInTheDocument();
      expect(within(drawer).queryByRole('link', { name: 'Register' })).toBeNull();
    },
  );

  it('keeps the register action for a current event', async () => {
    await renderHeader({ status: 'current' });
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '#platform-widget',
    );
    expect(screen.queryByTestId('header-registration-closed')).toBeNull();
  });
});

describe('registerTargetId', () => {
  it.each([
    ['offline', 'registration-section'],
    ['online', 'platform-widget'],
    ['hybrid', 'platform-widget'],
  ])('%s → %s', (type, id) => {
    expect(registerTargetId(activity({ type }))).toBe(id);
  });
});
