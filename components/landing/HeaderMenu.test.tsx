/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { installDialogPolyfill, installMatchMedia } from '@/test/dialog-support';
import en from '@/messages/en.json';
import {
  HeaderMenu,
  WIDE_SCREEN_QUERY,
  type HeaderMenuProps,
  type HeaderMenuText,
} from './HeaderMenu';

const items = [
  { id: 'schedule', title: 'Program' },
  { id: 'speakers', title: 'Speakers' },
  { id: 'faq', title: 'FAQ' },
];

const { label, title, open, close, register } = en.menu;
const text: HeaderMenuText = { label, title, open, close, register };

const scrollIntoView = jest.fn();

/** Rendered, with the drawer's code loaded (after the page's load, as in a browser). */
async function setup(props: Partial<HeaderMenuProps> = {}) {
  const result = render(
    <>
      <header>
        <button type="button">English</button>
        <HeaderMenu text={text} items={items} {...props} />
      </header>
      <main>
        <section id="schedule">schedule</section>
        <section id="speakers">speakers</section>
        <section id="faq">faq</section>
        <section id="registration-section">registration</section>
      </main>
    </>,
  );
  const toggle = screen.getByRole('button', { name: 'Open menu' });
  await waitFor(() => expect(toggle).toHaveAttribute('aria-controls'));
  const drawer = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!(drawer instanceof HTMLDialogElement)) throw new Error('aria-controls must name the drawer');
  return { ...result, toggle, drawer };
}

describe('HeaderMenu', () => {
  let removePolyfill: () => void;
  beforeEach(() => {
    removePolyfill = installDialogPolyfill();
    installMatchMedia();
    Element.prototype.scrollIntoView = scrollIntoView;
    scrollIntoView.mockClear();
    document.body.style.overflow = '';
    window.history.replaceState(null, '', '/en/max?hash=demo-online');
  });
  afterEach(() => removePolyfill());

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    installMatchMedia({ '(prefers-reduced-motion: reduce)': true });
    const { toggle, drawer } = await setup();
    fireEvent.click(toggle);
    fireEvent.click(within(drawer).getByRole('link', { name: 'FAQ' }));
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('is the drawer only: on wide screens the inline menu is the header markup', async () => {
    const { drawer } = await setup();
    for (const nav of screen.getAllByRole('navigation', { hidden: true })) {
      expect(drawer).toContainElement(nav);
    }
  });

  it('opens the drawer from a button with aria-expanded and aria-controls', async () => {
    const { toggle, drawer } = await setup();
    expect(toggle).toHaveClass('header-menu-button'); // hidden from 1024 px (globals.css)
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(drawer.open).toBe(false);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(drawer.open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Menu' })).toBe(drawer);
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('locks page scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'scroll';
    const { toggle } = await setup();
    fireEvent.click(toggle);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(document.body.style.overflow).toBe('scroll');
  });

  it('closes on Esc and returns focus to the menu button', async () => {
    const { toggle, drawer } = await setup();
    toggle.focus();
    fireEvent.click(toggle);
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Escape' });
    expect(drawer.open).toBe(false);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.activeElement).toBe(toggle);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on the native cancel event (Esc in browsers) and on a backdrop click', async () => {
    const { toggle, drawer } = await setup();
    fireEvent.click(toggle);
    fireEvent(drawer, new Event('cancel', { cancelable: true }));
    expect(drawer.open).toBe(false);

    fireEvent.click(toggle);
    fireEvent.click(within(drawer).getByRole('heading', { name: 'Menu' }));
    expect(drawer.open).toBe(true);
    fireEvent.click(drawer);
    expect(drawer.open).toBe(false);
  });

  it('traps focus inside the drawer', async () => {
    const { toggle, drawer } = await setup({
      registerTargetId: 'registration-section',
    });
    fireEvent.click(toggle);
    const close = within(drawer).getByRole('button', { name: 'Close menu' });
    const register = within(drawer).getByRole('link', { name: 'Register' });
    expect(document.activeElement).toBe(close);

    register.focus();
    fireEvent.keyDown(register, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(register);

    // Focus that somehow left the drawer is brought back.
    screen.getByRole('button', { name: 'English' }).focus();
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'Tab' });
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes after choosing an item, then scrolls to it', async () => {
    const { toggle, drawer } = await setup();
    fireEvent.click(toggle);
    fireEvent.click(within(drawer).getByRole('link', { name: 'FAQ' }));
    expect(drawer.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('faq'));
    expect(window.location.hash).toBe('#faq');
    expect(window.location.search).toBe('?hash=demo-online');
    expect(document.activeElement).toBe(document.getElementById('faq'));
  });

  it('has a register entry in the drawer only when registration is offered', async () => {
    const { toggle, drawer, unmount } = await setup();
    fireEvent.click(toggle);
    expect(within(drawer).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    unmount();

    const second = await setup({
      registerTargetId: 'registration-section',
    });
    fireEvent.click(second.toggle);
    const entry = within(second.drawer).getByRole('link', { name: 'Register' });
    expect(entry).toHaveAttribute('href', '#registration-section');
    fireEvent.click(entry);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('registration-section'));
  });

  it('closes when the window grows to the inline layout', async () => {
    const media = installMatchMedia();
    const { toggle, drawer } = await setup();
    fireEvent.click(toggle);
    expect(media.listenerCount(WIDE_SCREEN_QUERY)).toBe(1);
    act(() => media.set(WIDE_SCREEN_QUERY, true));
    expect(drawer.open).toBe(false);
    expect(document.body.style.overflow).toBe('');
    expect(media.listenerCount(WIDE_SCREEN_QUERY)).toBe(0);
  });

  it('works without showModal (older browsers): the open attribute is toggled', async () => {
    removePolyfill();
    const { toggle, drawer } = await setup();
    fireEvent.click(toggle);
    expect(drawer).toHaveAttribute('open');
    fireEvent.keyDown(drawer, { key: 'Escape' });
    expect(drawer).not.toHaveAttribute('open');
    removePolyfill = installDialogPolyfill();
  });

  it('renders no drawer button when there is nothing to show', async () => {
    render(<HeaderMenu text={text} items={[]} />);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('has no drawer in the first paint, and a press before its code loaded opens it', async () => {
    const readyState = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    try {
      render(<HeaderMenu text={text} items={items} />);
      const toggle = screen.getByRole('button', { name: 'Open menu' });
      expect(document.querySelector('dialog')).toBeNull();
      expect(toggle).not.toHaveAttribute('aria-controls');
      await act(async () => {});
      expect(document.querySelector('dialog')).toBeNull();

      fireEvent.click(toggle);
      const drawer = await screen.findByRole('dialog', { name: 'Menu' });
      expect(toggle).toHaveAttribute('aria-controls', drawer.id);
      expect((drawer as HTMLDialogElement).open).toBe(true);
      expect(drawer).toContainElement(document.activeElement as HTMLElement);
    } finally {
      readyState.mockRestore();
    }
  });
});
