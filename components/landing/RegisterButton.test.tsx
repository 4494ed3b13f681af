/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { RegisterButton } from './RegisterButton';

describe('RegisterButton', () => {
  beforeEach(() => window.history.replaceState(null, '', '/max?hash=demo-online'));

  it('is a link shown from 1024 px that scrolls smoothly to its target', () => {
    const scrollIntoView = jest.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    render(
      <>
        <RegisterButton label="Register" targetId="platform-widget" />
        <section id="platform-widget" />
      </>,
    );
    const link = screen.getByRole('link', { name: 'Register' });
    expect(link).toHaveAttribute('href', '#platform-widget');
    expect(link).toHaveClass('hidden', 'laptop:inline-flex');
    fireEvent.click(link);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('platform-widget'));
    expect(window.location.hash).toBe('#platform-widget');
  });

  it('leaves the plain anchor behaviour when the target is missing', () => {
    render(<RegisterButton label="Register" targetId="registration-section" />);
    const link = screen.getByRole('link', { name: 'Register' });
    const event = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
