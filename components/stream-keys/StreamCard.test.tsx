/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { noticesText, textIn } from '@/test/text';
import { NotificationsProvider } from '@/components/ui/notifications';
import { MASK, toStreamView } from '@/lib/stream-keys/fields';
import ru from '@/messages/ru.json';
import { StreamCard, type StreamCardText } from './StreamCard';
import { streamCardText } from './text';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

let text: StreamCardText;
beforeAll(async () => {
  text = await textIn('ru', streamCardText);
});

const KEY = 'do101-b81d44c0-bk1';
const stream = toStreamView({
  kind: 'backup',
  index: 1,
  rtmp: {
    serverUrl: 'rtmp://backup1.example/live',
    streamKey: KEY,
    fullUrl: `rtmp://backup1.example/live/${KEY}`,
  },
  srt: {
    host: 'srt-backup1.example',
    port: 9000,
    streamId: `#!::r=live/${KEY},m=publish`,
    serverUrl: `srt://srt-backup1.example:9000?streamid=${encodeURIComponent(`#!::r=live/${KEY},m=publish`)}`,
  },
});

const s = ru.streamKeys;

function renderCard(view = stream) {
  const { container } = render(
    <NotificationsProvider text={noticesText('ru')}>
      <StreamCard
        stream={view}
        title={ru.titles.streamKeysBackup.replace('{index}', '1')}
        text={text}
      />
    </NotificationsProvider>,
  );
  const row = (field: string) => container.querySelector<HTMLElement>(`[data-field="${field}"]`)!;
  return { container, row };
}

function mockClipboard(writeText: jest.Mock) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

describe('StreamCard', () => {
  it('shows every RTMP and SRT value with the key masked until revealed', () => {
    const { container, row } = renderCard();
    expect(
      screen.getByRole('heading', { level: 2, name: 'Резервный поток 1' }),
    ).toBeInTheDocument();
    expect(container).not.toHaveTextContent(KEY);
    expect(row('streamKey')).toHaveTextContent(MASK);
    expect(row('serverUrl')).toHaveTextContent('rtmp://backup1.example/live');
    expect(row('host')).toHaveTextContent('srt-backup1.example');
    expect(row('port')).toHaveTextContent('9000');
    expect(row('streamId')).toHaveTextContent(`#!::r=live/${MASK},m=publish`);

    const toggle = screen.getByRole('button', { name: s.reveal });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(row('streamKey')).toHaveTextContent(KEY);
    expect(row('fullUrl')).toHaveTextContent(`rtmp://backup1.example/live/${KEY}`);
    fireEvent.click(toggle);
    expect(container).not.toHaveTextContent(KEY);
  });

  it('has a copy button per value that copies the real value, even while masked', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    mockClipboard(writeText);
    const { row } = renderCard();
    expect(screen.getAllByRole('button', { name: s.copy })).toHaveLength(7);
    fireEvent.click(within(row('streamKey')).getByRole('button', { name: s.copy }));
    expect(writeText).toHaveBeenCalledWith(KEY);
    expect(await screen.findByText(ru.notices.copied)).toBeInTheDocument();
  });

  it('says "Copy failed" when the clipboard refuses', async () => {
    mockClipboard(jest.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')));
    const { row } = renderCard();
    fireEvent.click(within(row('srtServerUrl')).getByRole('button', { name: s.copy }));
    expect(await screen.findByText(ru.errors.copyFailed)).toBeInTheDocument();
  });

  it('says when a stream has no SRT', () => {
    renderCard({ ...stream, srt: null });
    expect(screen.getByText(s.noSrt)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: s.copy })).toHaveLength(3);
  });
});
