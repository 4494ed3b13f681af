/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import { ApiError } from '@/lib/api/errors';
import { textIn } from '@/test/text';
import { registrationDialogText } from '@/components/registration/text';
import type { RegistrationDialogText } from './RegistrationDialog';
import { installDialogPolyfill } from '@/test/dialog-support';
import { RegistrationDialogLive, type RegistrationDialogLiveProps } from './RegistrationDialogLive';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
let text: RegistrationDialogText;
beforeAll(async () => {
  text = await textIn('en', registrationDialogText);
});

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
// The script tag itself is covered by lib/embed; here registration.js counts as loaded.
jest.mock('@/lib/embed/load-script', () => ({ loadScript: () => Promise.resolve() }));

const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;
const globals = window as unknown as Record<string, unknown>;

function renderDialog(props: Partial<RegistrationDialogLiveProps> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RegistrationDialogLive
        text={text}
        locale="en"
        hash="demo-offline"
        widgetsUrl="/demo/widgets"
        isEventOver={false}
        initialInfo={{ isRegistrationActive: true }}
        {...props}
      />
    </SWRConfig>,
  );
}

function addWidget(containerId: string) {
  const container = document.getElementById(containerId);
  const frame = document.createElement('iframe');
  frame.src = container?.getAttribute('data-src') ?? '';
  frame.title = 'Registration form';
  container?.replaceChildren(frame);
}

function dialog(): HTMLDialogElement {
  const element = document.querySelector('dialog');
  if (!element) throw new Error('no dialog');
  return element;
}

async function openDialog() {
  const button = screen.getByRole('button', { name: 'Register' });
  button.focus();
  fireEvent.click(button);
  await waitFor(() => expect(addRegistrationWidget).toHaveBeenCalled());
  return button;
}

const addRegistrationWidget = jest.fn(addWidget);

describe('RegistrationDialogLive', () => {
  let removePolyfill: () => void;
  beforeEach(() => {
    removePolyfill = installDialogPolyfill();
    fetchJsonMock.mockReset();
    fetchJsonMock.mockResolvedValue({ isRegistrationActive: true });
    addRegistrationWidget.mockClear();
    globals.addRegistrationWidget = addRegistrationWidget;
    document.body.style.overflow = '';
  });
  afterEach(() => removePolyfill());

  it('opens a modal with the registration widget for the hash', async () => {
    renderDialog();
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    expect(dialog().open).toBe(false);
    // Nothing is loaded until the visitor asks for the form.
    expect(document.getElementById('registration-widget-demo-offline')).toBeNull();

    await openDialog();
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Event registration' })).toBe(dialog());
    const container = document.getElementById('registration-widget-demo-offline');
    expect(dialog()).toContainElement(container);
    expect(container).toHaveAttribute(
      'data-src',
      '/demo/widgets/registration?hash=demo-offline&locale=en',
    );
    expect(container).toHaveAttribute('data-name', 'demo-offline-platform');
    expect(addRegistrationWidget).toHaveBeenCalledWith('registration-widget-demo-offline');
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes with the close button, returns focus and reloads the widget', async () => {
    renderDialog();
    const button = await openDialog();
    expect(addRegistrationWidget).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Close registration' }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(button);
    expect(document.body.style.overflow).toBe('');
    await waitFor(() => expect(addRegistrationWidget).toHaveBeenCalledTimes(2));

    // Reopening shows the reloaded widget without adding it once more.
    fireEvent.click(button);
    expect(dialog().open).toBe(true);
    expect(addRegistrationWidget).toHaveBeenCalledTimes(2);
  });

  it('closes on Esc (keydown and the native cancel) once, with one reload', async () => {
    renderDialog();
    const button = await openDialog();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    fireEvent(dialog(), new Event('cancel', { cancelable: true }));
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(button);
    await waitFor(() => expect(addRegistrationWidget).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(addRegistrationWidget).toHaveBeenCalledTimes(2);
  });

  it('closes on a backdrop click but not on a click inside', async () => {
    renderDialog();
    await openDialog();
    fireEvent.click(within(dialog()).getByRole('heading', { name: 'Event registration' }));
    expect(dialog().open).toBe(true);
    fireEvent.click(dialog());
    expect(dialog().open).toBe(false);
  });

  it('keeps focus inside the open dialog', async () => {
    renderDialog();
    await openDialog();
    const close = screen.getByRole('button', { name: 'Close registration' });
    const frame = within(dialog()).getByTitle('Registration form');
    frame.focus();
    fireEvent.keyDown(frame, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(frame);
  });

  it('shows the closed notice instead of the button when registration is not active', () => {
    fetchJsonMock.mockResolvedValue({ isRegistrationActive: false });
    renderDialog({ initialInfo: { isRegistrationActive: false } });
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByText('Registration closed')).toBeInTheDocument();
    expect(screen.queryByText('The event has ended')).not.toBeInTheDocument();
  });

  it('adds "The event has ended" for completed or archived events, whatever the info says', () => {
    renderDialog({ isEventOver: true, initialInfo: { isRegistrationActive: true } });
    expect(screen.queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByText('Registration closed')).toBeInTheDocument();
    expect(screen.getByText('The event has ended')).toBeInTheDocument();
  });

  it('asks the route when the server had no answer, and treats a failure as closed', async () => {
    let reject: (reason: unknown) => void = () => {};
    fetchJsonMock.mockReturnValue(new Promise((_resolve, fail) => (reject = fail)));
    renderDialog({ initialInfo: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether registration is open…');
    await act(async () =>
      reject(new ApiError({ code: 'UNEXPECTED', service: 'viewer', status: 503 })),
    );
    expect(await screen.findByText('Registration closed')).toBeInTheDocument();
  });

  it('shows the button once the route says registration is active', async () => {
    renderDialog({ initialInfo: undefined });
    expect(await screen.findByRole('button', { name: 'Register' })).toBeInTheDocument();
    expect(fetchJsonMock).toHaveBeenCalledWith(
      '/api/registration-info/demo-offline',
      expect.anything(),
    );
  });

  it('refreshes the registration state when the widget reports a registration', async () => {
    renderDialog();
    await openDialog();
    await waitFor(() => expect(fetchJsonMock).toHaveBeenCalledTimes(1));
    const frame = within(dialog()).getByTitle('Registration form') as HTMLIFrameElement;

    fetchJsonMock.mockResolvedValue({ isRegistrationActive: false });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'http://localhost',
          data: { source: 'registration', type: 'registered' },
          source: frame.contentWindow,
        }),
      );
    });
    await waitFor(() => expect(fetchJsonMock).toHaveBeenCalledTimes(2));
    expect(await screen.findByText('Registration closed')).toBeInTheDocument();
  });

  it("opens at once when the first paint's button was pressed before this code loaded", async () => {
    renderDialog({ openOnMount: true });
    await waitFor(() => expect(addRegistrationWidget).toHaveBeenCalled());
    expect(dialog().open).toBe(true);
    expect(dialog()).toContainElement(document.activeElement as HTMLElement);
    fireEvent.click(screen.getByRole('button', { name: 'Close registration' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register' }));
  });

  it("takes over the focus of the first paint's button", () => {
    renderDialog({ focusOnMount: true });
    expect(dialog().open).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register' }));
  });
});
