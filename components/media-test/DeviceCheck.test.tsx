/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { DeviceCheck, type DeviceCheckText } from './DeviceCheck';

const statuses = {
  ready: 'works',
  denied: 'access is blocked',
  missing: 'not found',
  busy: 'is busy',
  failed: 'failed',
};

const text: DeviceCheckText = {
  start: 'Check the camera and microphone',
  starting: 'Waiting for access…',
  stop: 'Turn off',
  retry: 'Check again',
  labels: { camera: 'Camera', microphone: 'Microphone' },
  status: { camera: statuses, microphone: statuses },
  preview: 'Camera preview',
  level: 'Microphone level',
  speak: 'Say something',
  heard: 'We hear you',
  unsupported: 'No camera support',
  insecure: 'Needs HTTPS',
};

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
    render(<DeviceCheck text={text} />);
    expect(getUserMedia).not.toHaveBeenCalled();
    await start();
    expect(getUserMedia).toHaveBeenCalledWith({ video: true, audio: true });
    expect(screen.getByTestId('camera-status')).toHaveAttribute('data-status', 'ready');
    expect(screen.getByTestId('microphone-status')).toHaveTextContent('Microphone: works');
    expect(screen.getByLabelText('Camera preview')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Microphone level' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Turn off' }));
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
    render(<DeviceCheck text={text} />);
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
    render(<DeviceCheck text={text} />);
    await start();
    expect(getUserMedia).not.toHaveBeenCalled();
    expect(screen.getByTestId('camera-status')).toHaveTextContent('Camera: not found');
    expect(screen.getByTestId('microphone-status')).toHaveTextContent('Microphone: not found');
  });

  it('explains an insecure page and a browser without media devices', async () => {
    setBrowser({ secure: false, mediaDevices: undefined });
    const { unmount } = render(<DeviceCheck text={text} />);
    await start();
    expect(screen.getByTestId('devices-unavailable')).toHaveTextContent('Needs HTTPS');
    unmount();

    setBrowser({ secure: true, mediaDevices: undefined });
    render(<DeviceCheck text={text} />);
    await start();
    expect(screen.getByTestId('devices-unavailable')).toHaveTextContent('No camera support');
  });
});
