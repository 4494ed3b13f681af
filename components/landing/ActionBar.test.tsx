/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { ActionBar } from './ActionBar';
import { appliedUtilities, makeActivity } from '@/test/landing-support';
import { setTestRequestLocale } from '@/test/request-locale';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const TARGETS = { registerTargetId: 'registration-section', watchTargetId: 'platform-widget' };

async function renderBar(
  overrides: Record<string, unknown>,
  registration?: { isRegistrationActive: boolean },
) {
  const activity = makeActivity({ isRegistrationEnabled: true, ...overrides });
  const node = await ActionBar({ activity, registration, ...TARGETS });
  return render(<>{node}</>);
}

describe('ActionBar', () => {
  it('offers registration for a planned offline event, linking to the register target', async () => {
    await renderBar({ type: 'offline', status: 'planned' }, { isRegistrationActive: true });
    const bar = screen.getByRole('navigation', { name: 'Главное действие' });
    const link = screen.getByRole('link', { name: 'Зарегистрироваться' });
    expect(bar).toContainElement(link);
    expect(link).toHaveAttribute('href', '#registration-section');
  });

  it('is hidden from a laptop up, where the header has the button', async () => {
    await renderBar({ type: 'offline', status: 'planned' });
    expect(appliedUtilities(screen.getByTestId('action-bar'))).toContain('laptop:hidden');
  });

  it.each(['completed', 'archived'])('is absent once the event is %s', async (status) => {
    const { container } = await renderBar(
      { type: 'offline', status },
      { isRegistrationActive: true },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('is absent where the registration state says closed', async () => {
    const { container } = await renderBar(
      { type: 'offline', status: 'planned' },
      { isRegistrationActive: false },
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('follows the header rule alone where the page does not know the registration state', async () => {
    await renderBar({ type: 'online', status: 'ready' });
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toHaveAttribute(
      'href',
      '#registration-section',
    );
  });

  it.each([
    ['registration is off', { isRegistrationEnabled: false }],
    ['registration is generated', { isGenRegistration: true }],
  ])('is absent where %s', async (_, overrides) => {
    const { container } = await renderBar({ type: 'offline', status: 'planned', ...overrides });
    expect(container).toBeEmptyDOMElement();
  });

  it.each(['online', 'hybrid'])(
    'offers watching a live %s event, in the player, whatever the registration',
    async (type) => {
      setTestRequestLocale('en');
      await renderBar(
        { type, status: 'current', isRegistrationEnabled: false },
        { isRegistrationActive: false },
      );
      expect(screen.getByRole('link', { name: 'Watch the broadcast' })).toHaveAttribute(
        'href',
        '#platform-widget',
      );
    },
  );

  it('offers registration, not watching, for a live offline event (it has no player)', async () => {
    await renderBar({ type: 'offline', status: 'current' }, { isRegistrationActive: true });
    expect(screen.getByRole('link', { name: 'Зарегистрироваться' })).toBeInTheDocument();
  });
});
