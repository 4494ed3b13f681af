/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { SWRConfig } from 'swr';
import { fetchJson } from '@/lib/api/client-fetch';
import { textIn } from '@/test/text';
import { registrationDialogText } from '@/components/registration/text';
import type { RegistrationDialogText } from './RegistrationDialog';
import { installDialogPolyfill } from '@/test/dialog-support';
import { loadRegistrationWidget } from '@/components/registration/load-registration-widget';
import { RegistrationDialog } from './RegistrationDialog';

jest.mock('next-intl/server', () => jest.requireActual('@/test/server-intl').serverIntlMock);
let text: RegistrationDialogText;
beforeAll(async () => {
  text = await textIn('en', registrationDialogText);
});

jest.mock('@/lib/api/client-fetch', () => ({ fetchJson: jest.fn() }));
jest.mock('@/lib/embed/load-script', () => ({ loadScript: () => Promise.resolve() }));
jest.mock('@/components/registration/load-registration-widget', () => {
  const actual = jest.requireActual<
    typeof import('@/components/registration/load-registration-widget')
  >('@/components/registration/load-registration-widget');
  return { loadRegistrationWidget: jest.fn(actual.loadRegistrationWidget) };
});

const fetchJsonMock = fetchJson as jest.MockedFunction<typeof fetchJson>;
const globals = window as unknown as Record<string, unknown>;

function renderDialog(props: Partial<ComponentProps<typeof RegistrationDialog>> = {}) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <RegistrationDialog
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

/** RegistrationDialogLive's dialog, not the first paint's. */
const LOADED = 'dialog:not(#registration-dialog)';

describe('RegistrationDialog (first paint)', () => {
  let removePolyfill: () => void;
  let readyState: jest.SpyInstance;
  beforeEach(() => {
    removePolyfill = installDialogPolyfill();
    // The page is still loading: only the visitor's press loads the dialog's code.
    readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    fetchJsonMock.mockReset();
    (loadRegistrationWidget as jest.Mock).mockClear();
    fetchJsonMock.mockResolvedValue({ isRegistrationActive: true });
    globals.addRegistrationWidget = jest.fn();
  });
  afterEach(() => {
    readyState.mockRestore();
    removePolyfill();
  });

  it('shows the button from the server answer, commanding the server’s dialog, and no request yet', async () => {
    renderDialog();
    const button = screen.getByRole('button', { name: 'Register' });
    expect(button).toHaveAttribute('aria-haspopup', 'dialog');
    // The browser opens the server's dialog (RegistrationSection) itself, before any script.
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('commandfor', 'registration-dialog');
    expect(document.querySelector('dialog')).toBeNull();
    await act(async () => {});
    expect(fetchJsonMock).not.toHaveBeenCalled();
  });

  it.each([
    [{ initialInfo: { isRegistrationActive: false } }, 'Registration closed', false],
    [{ isEventOver: true }, 'Registration closed', true],
  ])('shows the closed notice for %p', (props, text, over) => {
    renderDialog(props);
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.queryByText('The event has ended') !== null).toBe(over);
  });

  it('says it is checking when the server had no answer', () => {
    renderDialog({ initialInfo: undefined });
    expect(screen.getByRole('status')).toHaveTextContent('Checking whether registration is open…');
  });

  it('loads the dialog after the page has loaded, which then asks the route again', async () => {
    renderDialog();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(document.querySelector(LOADED)).not.toBeNull());
    await waitFor(() =>
      expect(fetchJsonMock).toHaveBeenCalledWith(
        '/api/registration-info/demo-offline',
        expect.anything(),
      ),
    );
    expect(document.querySelector('dialog')?.open).toBe(false);
    // Nobody asked for the form: its code is not loaded.
    expect(loadRegistrationWidget).not.toHaveBeenCalled();
  });

  it('a press before the dialog has loaded opens it as soon as it is there', async () => {
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Register' }));
    // The form's code is on its way beside the dialog's, not after it.
    expect(loadRegistrationWidget).toHaveBeenCalled();
    expect(document.querySelector(LOADED)).toBeNull();
    await waitFor(() => expect(document.querySelector('dialog')?.open).toBe(true));
    expect(screen.getByRole('dialog', { name: 'Event registration' })).toBeInTheDocument();
    await waitFor(() => expect(globals.addRegistrationWidget).toHaveBeenCalled());
  });

  describe('where the browser runs Invoker Commands', () => {
    let serverDialog: HTMLDialogElement;
    beforeEach(() => {
      // What RegistrationSection renders next to the island.
      serverDialog = document.createElement('dialog');
      serverDialog.id = 'registration-dialog';
      document.body.append(serverDialog);
      Object.defineProperty(HTMLButtonElement.prototype, 'command', {
        configurable: true,
        value: '',
      });
    });
    afterEach(() => {
      delete (HTMLButtonElement.prototype as { command?: string }).command;
      serverDialog.remove();
    });

    /** What a press on the first paint's button (`command="show-modal"`) does in a browser. */
    const pressNatively = () =>
      act(() => {
        serverDialog.showModal();
      });
    const pageLoaded = () => {
      readyState.mockReturnValue('complete');
      act(() => {
        window.dispatchEvent(new Event('load'));
      });
    };

    it('opens once loaded when the browser opened the first paint’s dialog before', async () => {
      renderDialog();
      pressNatively();
      pageLoaded();
      await waitFor(() =>
        expect(document.querySelector<HTMLDialogElement>(LOADED)?.open).toBe(true),
      );
      // The server's dialog hands over to the loaded one.
      expect(serverDialog.open).toBe(false);
      expect(screen.getByRole('dialog', { name: 'Event registration' })).toBeInTheDocument();
    });

    it('stays closed once loaded when the visitor closed that dialog again', async () => {
      renderDialog();
      pressNatively();
      act(() => {
        serverDialog.close();
      });
      pageLoaded();
      await waitFor(() => expect(document.querySelector(LOADED)).not.toBeNull());
      expect(document.querySelector<HTMLDialogElement>(LOADED)?.open).toBe(false);
    });
  });

  it('hands the focus of its button to the loaded one', async () => {
    renderDialog();
    screen.getByRole('button', { name: 'Register' }).focus();
    readyState.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(document.querySelector(LOADED)).not.toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Register' }));
  });
});
