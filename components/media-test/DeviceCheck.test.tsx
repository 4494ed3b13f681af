/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { textIn } from '@/test/text';
import type { Locale } from '@/i18n/locales';
import { mediaTestText } from './text';
import { DeviceCheck } from './DeviceCheck';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);

const texts = {} as Record<Locale, Awaited<ReturnType<typeof mediaTestText>>>;
beforeAll(async () => {
  texts.ru = await textIn('ru', mediaTestText);
  texts.en = await textIn('en', mediaTestText);
});

const check = () => <DeviceCheck text={texts['en'].deviceCheck} />;

const named = (name: string) => Object.assign(new Error(name), { name });

function setBrowser({
  secure = true,
  mediaDevices,
}: {
  secure?: boolean;
  mediaDevices?: Partial<MediaDevices>;
}) {
  Object.defineProperty(window, 'isSecureContext', { value: secure, configurable: true });
  Object.defineProperty(window.navigator, 'mediaDevices', {
    value: mediaDevices,
    configurable: true,
  });
}

function fakeStream() {
  const tracks = [
    { kind: 'audio', stop: jest.fn() },
    { kind: 'video', stop: jest.fn() },
  ];
  return {
    tracks,
    stream: {
      getTracks: () => tracks,
      getAudioTracks: () => tracks.filter((track) => track.kind === 'audio'),
      getVideoTracks: () => tracks.filter((track) => track.kind === 'video'),
    } as unknown as MediaStream,
  };
}

beforeAll(() => {
  // jsdom has no media playback.
  HTMLMediaElement.prototype.play = jest.fn(async () => undefined);
});

async function start() {
  await act(async () =>
    fireEvent.click(screen.getByRole('button', { name: 'Check the camera and microphone' })),
  );
}

describe('DeviceCheck', () => {
  it('shows the preview and the level meter, and releases the devices on stop', async () => {
    const { stream, tracks } = fakeStream();
    const getUserMedia = jest.fn(async () => stream);
    setBrowser({
      mediaDevices: {
        getUserMedia,
        enumerateDevices: async () =>
          [{ kind: 'audioinput' }, { kind: 'videoinput' }] as MediaDeviceInfo[],
      },
    });
    render(check());
    expect(getUserMedia).not.toHaveBeenCalled();
    await start();
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    expect(screen.getByTestId('camera-status')).toHaveAttribute('data-status', 'ready');
    expect(screen.getByTestId('microphone-status')).toHaveTextContent('Microphone: works');
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Turn off the camera and microphone' }));
    for (const track of tracks) expect(track.stop).toHaveBeenCalled();
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();
  });

  it('explains a refusal for both devices', async () => {
    setBrowser({
      mediaDevices: {
        getUserMedia: async () => Promise.reject(named('NotAllowedError')),
        enumerateDevices: async () =>
          [{ kind: 'audioinput' }, { kind: 'videoinput' }] as MediaDeviceInfo[],
      },
    });
    render(check());
    await start();
    expect(screen.getByTestId('camera-status')).toHaveTextContent('Camera: access is blocked');
    expect(screen.getByTestId('microphone-status')).toHaveAttribute('data-status', 'denied');
    expect(screen.getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it('reports missing devices without asking', async () => {
    const getUserMedia = jest.fn();
    setBrowser({
      mediaDevices: {
        getUserMedia,
        enumerateDevices: async () => [{ kind: 'audiooutput' }] as MediaDeviceInfo[],
      },
    });
    render(check());
    await start();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByTestId('camera-status')).toHaveTextContent('Camera: not found');
    expect(screen.getByTestId('microphone-status')).toHaveTextContent('Microphone: not found');
  });

  it('explains an insecure page and a browser without media devices', async () => {
    setBrowser({ secure: false, mediaDevices: undefined });
    const { unmount } = render(check());
    await start();
    expect(screen.getByTestId('devices-unavailable')).toHaveTextContent(
      'work only over a secure connection',
    );
    unmount();

    setBrowser({ secure: true, mediaDevices: undefined });
    render(check());
    await start();
    expect(screen.getByTestId('devices-unavailable')).toHaveTextContent(
      'This browser cannot use a camera or microphone.',
    );
  });
});
