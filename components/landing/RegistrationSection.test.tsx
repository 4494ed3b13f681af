/** @jest-environment jsdom */
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import { activitySchema, type Activity } from '@/lib/api/schemas';
import ru from '@/messages/ru.json';
import { RegistrationSection } from './RegistrationSection';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn(() => new Promise(() => {})) }));

function activity(overrides: Record<string, unknown> = {}): Activity {
  return activitySchema.parse({
    activityID: 2,
    hash: 'demo-offline',
    name: 'Форум',
    status: 'planned',
    type: 'offline',
    plannedStartDate: '2027-03-14T10:00:00+03:00',
    plannedStopDate: '2027-03-14T18:00:00+03:00',
    mainHall: { id: 7 },
    ...overrides,
  });
}

async function renderSection(
  overrides: Record<string, unknown> = {},
  registrationInfo: { isRegistrationActive: boolean } | undefined = { isRegistrationActive: true },
) {
  const element = await RegistrationSection({
    activity: activity(overrides),
    registrationInfo,
    widgetsUrl: '/demo/widgets',
  });
  const result = render(<SWRConfig value={{ provider: () => new Map() }}>{element}</SWRConfig>);
  // The dialog is a lazy chunk (RegistrationDialogLazy): wait until it fills the card, after the lead.
  const card = result.container.querySelector('.registration-card');
  if (card) await waitFor(() => expect(card.querySelector(':scope > div')).not.toBeNull());
  return result;
}

describe('RegistrationSection', () => {
  beforeEach(() => (fetchJson as jest.Mock).mockClear());

  it('renders the anchored section with the Russian register button for an open offline event', async () => {
    const { container } = await renderSection();
    const section = container.querySelector('section#registration-section');
    expect(section).not.toBeNull();
    expect(screen.getByRole('region', { name: ru.registration.title })).toBe(section);
    expect(screen.getByRole('button', { name: ru.registration.register })).toBeInTheDocument();
  });

  it('renders, beside the island, the closed dialog its button opens without script', async () => {
    const { container } = await renderSection();
    const dialog = container.querySelector('dialog');
    expect(dialog?.id).toBe('registration-dialog');
    expect(dialog?.open).toBe(false);
    expect(screen.getByRole('button', { name: ru.registration.register })).toHaveAttribute(
      'commandfor',
      'registration-dialog',
    );
    // Named by its title (a closed dialog has no accessible name to ask for), closed without script.
    expect(
      document.getElementById(dialog?.getAttribute('aria-labelledby') ?? ''),
    ).toHaveTextContent(ru.registration.dialogTitle);
    expect(dialog).toHaveTextContent(ru.registration.loading);
    const close = dialog?.querySelector('button');
    expect(close).toHaveAttribute('aria-label', ru.registration.close);
    expect(close).toHaveAttribute('command', 'close');
    expect(close).toHaveAttribute('commandfor', 'registration-dialog');
  });

  it.each(['online', 'hybrid'])('renders nothing for %s events', async (type) => {
    const { container } = await renderSection({ type });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the closed notice when registration is not active', async () => {
    await renderSection({}, { isRegistrationActive: false });
    expect(screen.queryByRole('button', { name: ru.registration.register })).toBeNull();
    expect(screen.getByText(ru.errors.registrationClosed)).toBeInTheDocument();
    expect(document.querySelector('dialog')).toBeNull();
  });

  it.each(['completed', 'archived'])('says the %s event has ended', async (status) => {
    await renderSection({ status });
    expect(screen.getByText(ru.errors.registrationClosed)).toBeInTheDocument();
    expect(screen.getByText(ru.errors.eventOver)).toBeInTheDocument();
  });
});
