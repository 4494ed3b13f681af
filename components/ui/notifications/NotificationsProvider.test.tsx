/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { noticesText } from '@/test/text';
import { StrictMode } from 'react';
import {
  DEFAULT_NOTICE_LOCATION,
  DEFAULT_TIMEOUT_MS,
  LEAVE_DURATION_MS,
  NOTICE_COLORS,
  resolveNotice,
  STACK_GAP_PX,
  type NoticeInput,
} from './constants';
import { NotificationsProvider, loadNoticeList, useNotify } from './NotificationsProvider';
import { LOCATION_CLASSES, STACK_CLASS } from './NoticeList';

function Trigger({ notice }: { notice: NoticeInput }) {
  const notify = useNotify();
  return <button onClick={() => notify(notice)}>fire</button>;
}

function setup(notice: NoticeInput) {
  render(
    <NotificationsProvider text={noticesText('en')}>
      <Trigger notice={notice} />
    </NotificationsProvider>,
  );
  return () => press(screen.getByText('fire'));
}

/** A press, then the list's lazy chunk (loaded with the first notice) in place. */
async function press(button: HTMLElement) {
  fireEvent.click(button);
  await act(() => loadNoticeList());
}

describe('notifications', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a notice in a polite live region and removes it 600 ms after its 3000 ms timeout', async () => {
    const fire = setup({ message: 'Successfully copied', type: 'success' });
    expect(screen.getByTestId('notifications')).toHaveAttribute('aria-live', 'polite');
    await fire();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Successfully copied');
    expect(notice).toHaveStyle({ borderColor: NOTICE_COLORS.success });

    act(() => jest.advanceTimersByTime(DEFAULT_TIMEOUT_MS - 1));
    expect(notice).not.toHaveAttribute('data-leaving');
    act(() => jest.advanceTimersByTime(1));
    expect(notice).toHaveAttribute('data-leaving');
    act(() => jest.advanceTimersByTime(LEAVE_DURATION_MS - 1));
    expect(screen.queryByText('Successfully copied')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Successfully copied')).not.toBeInTheDocument();
  });

  it('announces errors as alerts in red', async () => {
    const fire = setup({ message: 'Copy failed', type: 'error' });
    await fire();
    expect(screen.getByRole('alert')).toHaveStyle({ borderColor: NOTICE_COLORS.error });
  });

  it('closes on the close button, 600 ms after the leave starts', async () => {
    const fire = setup({ message: 'Saved', timeout: 0 });
    await fire();
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.getByText('Saved').closest('[data-leaving]')).not.toBeNull();
    act(() => jest.advanceTimersByTime(LEAVE_DURATION_MS));
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });

  it.each([0, Infinity])('keeps a notice with timeout %s until closed', async (timeout) => {
    const fire = setup({ message: 'Sticky', timeout });
    await fire();
    act(() => jest.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('honours a custom timeout and closes each notice on its own clock', async () => {
    render(
      <NotificationsProvider text={noticesText('en')}>
        <Trigger notice={{ message: 'Short', timeout: 1000 }} />
        <Trigger notice={{ message: 'Long' }} />
      </NotificationsProvider>,
    );
    const [short, long] = screen.getAllByText('fire');
    await press(short!);
    await press(long!);
    act(() => jest.advanceTimersByTime(1000 + LEAVE_DURATION_MS));
    expect(screen.queryByText('Short')).not.toBeInTheDocument();
    expect(screen.getByText('Long')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(DEFAULT_TIMEOUT_MS - 1000));
    expect(screen.queryByText('Long')).not.toBeInTheDocument();
  });

  it('uses an outline colour per type, black by default', async () => {
    const fire = setup({ message: 'Plain' });
    await fire();
    expect(screen.getByRole('status')).toHaveStyle({ borderColor: NOTICE_COLORS.default });
  });

  it('stacks notices with the measured height plus 7 px between them', async () => {
    const fire = setup({ message: 'Again', type: 'warning' });
    await fire();
    await fire();
    expect(screen.getAllByText('Again')).toHaveLength(2);
    expect(screen.getByTestId('notifications')).toHaveStyle({ gap: `${STACK_GAP_PX}px` });
  });

  it('still times notices out under StrictMode (effects run twice as the list mounts)', async () => {
    render(
      <StrictMode>
        <NotificationsProvider text={noticesText('en')}>
          <Trigger notice={{ message: 'Strict' }} />
        </NotificationsProvider>
      </StrictMode>,
    );
    await press(screen.getByText('fire'));
    expect(screen.getByText('Strict')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(DEFAULT_TIMEOUT_MS + LEAVE_DURATION_MS));
    expect(screen.queryByText('Strict')).not.toBeInTheDocument();
  });

  it('shows a notice at the bottom right, outlined in its type colour, with no icon, by default', async () => {
    const fire = setup({ message: 'Default place', type: 'warning' });
    await fire();
    const region = screen.getByTestId('notifications');
    expect(region).toHaveClass('fixed', 'right-4', 'bottom-4', 'items-end');
    const notice = within(region).getByRole('status');
    expect(notice).toHaveClass('border-2');
    expect(notice).toHaveStyle({ borderColor: NOTICE_COLORS.warning });
    expect(within(notice).getByText('Default place')).toHaveStyle({
      color: NOTICE_COLORS.warning,
    });
    expect(notice.querySelector('svg[data-icon]')).toBeNull();
  });

  it('takes a colour, a location and an icon from the notice', async () => {
    const fire = setup({
      message: 'Placed',
      type: 'success',
      color: '#0d69f2',
      location: 'top-left',
      icon: 'info',
    });
    await fire();
    expect(within(screen.getByTestId('notifications')).queryByText('Placed')).toBeNull();
    const stack = screen.getByTestId('notifications-top-left');
    expect(stack).toHaveClass('fixed', 'left-4', 'top-4', 'items-start');
    const notice = within(stack).getByRole('status');
    expect(notice).toHaveStyle({ borderColor: '#0d69f2' });
    expect(within(notice).getByText('Placed')).toHaveStyle({ color: '#0d69f2' });
    const icon = notice.querySelector('svg[data-icon="info"]');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    // It leaves on the same clock as any other notice, and its stack goes with it.
    act(() => jest.advanceTimersByTime(DEFAULT_TIMEOUT_MS + LEAVE_DURATION_MS));
    expect(screen.queryByTestId('notifications-top-left')).toBeNull();
  });

  it("gives the live region the default place's classes, before any notice", () => {
    setup({ message: 'unused' });
    const region = screen.getByTestId('notifications');
    expect(region.className.split(' ').sort()).toEqual(
      `${STACK_CLASS} ${LOCATION_CLASSES[DEFAULT_NOTICE_LOCATION]}`.split(' ').sort(),
    );
    expect(region).toBeEmptyDOMElement();
  });

  it('refuses to work outside the provider', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Trigger notice={{ message: 'x' }} />)).toThrow(/NotificationsProvider/);
    spy.mockRestore();
  });
});

describe('resolveNotice', () => {
  it('fills in the spec defaults: default type, its colour, bottom-right, 3000 ms, no icon', () => {
    expect(resolveNotice({ message: 'm' })).toEqual({
      message: 'm',
      type: 'default',
      color: NOTICE_COLORS.default,
      location: 'bottom-right',
      timeout: DEFAULT_TIMEOUT_MS,
      icon: undefined,
    });
    expect(resolveNotice({ message: 'm', type: 'error' }).color).toBe(NOTICE_COLORS.error);
  });

  it('keeps the given colour, location, timeout and icon', () => {
    expect(
      resolveNotice({
        message: 'm',
        type: 'warning',
        color: '#abc',
        location: 'top',
        timeout: 0,
        icon: 'warning',
      }),
    ).toEqual({
      message: 'm',
      type: 'warning',
      color: '#abc',
      location: 'top',
      timeout: 0,
      icon: 'warning',
    });
  });

  it('falls back to the type colour for a colour that is not a hex colour', () => {
    expect(resolveNotice({ message: 'm', type: 'success', color: '#red' }).color).toBe(
      NOTICE_COLORS.success,
    );
  });
});
