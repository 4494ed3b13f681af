/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { noticesText } from '@/test/text';
import type { ReactElement } from 'react';
import { NotificationsProvider } from '@/components/ui/notifications';
import type { StreamKeysActivity } from '@/lib/api/eventor';
import en from '@/messages/en.json';
import { setTestRequestLocale } from '@/test/request-locale';
import { StreamKeysView } from './StreamKeysView';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
beforeEach(() => setTestRequestLocale('en'));

const rtmp = (key: string) => ({
  serverUrl: 'rtmp://live.example/live',
  streamKey: key,
  fullUrl: `rtmp://live.example/live/${key}`,
});

function renderWithProviders(element: ReactElement) {
  return render(<NotificationsProvider text={noticesText('en')}>{element}</NotificationsProvider>);
}

describe('StreamKeysView', () => {
  it('titles the main stream and each numbered backup, main first, with the docs link', async () => {
    const activity: StreamKeysActivity = {
      activityID: 101,
      name: 'Demo event',
      streams: [
        { kind: 'backup', index: 2, rtmp: rtmp('k2'), srt: undefined },
        { kind: 'main', index: 0, rtmp: rtmp('k0'), srt: undefined },
        { kind: 'backup', index: 1, rtmp: rtmp('k1'), srt: undefined },
      ],
    };
    renderWithProviders(await StreamKeysView({ activity, docsLink: 'https://docs.example/obs' }));
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Main stream',
      'Backup stream 1',
      'Backup stream 2',
    ]);
    expect(screen.getByRole('navigation', { name: en.streamKeys.streamsNav })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Backup stream 2' })).toHaveAttribute(
      'href',
      '#stream-backup-2',
    );
    const docs = screen.getByRole('link', { name: /How to set up streaming in OBS/ });
    expect(docs).toHaveAttribute('href', 'https://docs.example/obs');
    expect(docs).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/“Demo event”/)).toBeInTheDocument();
  });

  it('renders no guide link when the brand has none configured', async () => {
    renderWithProviders(
      await StreamKeysView({
        activity: { activityID: 1, name: 'No guide', streams: [] },
      }),
    );
    expect(screen.queryByRole('link', { name: new RegExp(en.streamKeys.docsLink) })).toBeNull();
  });

  it('says so when the event has no streams yet', async () => {
    renderWithProviders(
      await StreamKeysView({
        activity: { activityID: 1, name: 'Empty', streams: [] },
        docsLink: 'https://docs.example/obs',
      }),
    );
    expect(screen.getByRole('heading', { name: en.streamKeys.empty.title })).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
