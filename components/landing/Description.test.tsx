/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { sanitizeRichText } from '@/lib/security/sanitize';
import { Description, RICH_TEXT_CLASS } from './Description';

describe('Description', () => {
  it('renders the organizer HTML with its formatting', () => {
    render(
      <Description
        html={sanitizeRichText(
          '<p>Два дня <strong>докладов</strong></p><ul><li>один</li></ul><a href="https://t.me/x">канал</a>',
        )}
      />,
    );
    const block = screen.getByTestId('description');
    expect(block.querySelector('strong')).toHaveTextContent('докладов');
    expect(screen.getByRole('listitem')).toHaveTextContent('один');
    const link = screen.getByRole('link', { name: 'канал' });
    expect(link).toHaveAttribute('href', 'https://t.me/x');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never lets a script, event handler or javascript: link through', () => {
    const { container } = render(
      <Description
        html={sanitizeRichText(
          '<p onclick="alert(1)">Текст</p><script>alert(1)</script><img src="x" onerror="alert(1)"><a href="javascript:alert(1)">ссылка</a>',
        )}
      />,
    );
    const html = container.innerHTML;
    expect(container.querySelector('script')).toBeNull();
    expect(html).not.toMatch(/alert|onclick|onerror|javascript:/);
    expect(screen.getByText('Текст')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('renders nothing when nothing readable is left after sanitising', () => {
    for (const html of [undefined, '', '   ', '<script>alert(1)</script>', '<p> </p><br>']) {
      const { container, unmount } = render(<Description html={sanitizeRichText(html)} />);
      expect(container).toBeEmptyDOMElement();
      unmount();
    }
  });

  it('keeps an image-only description', () => {
    expect(sanitizeRichText('<p><img src="https://cdn.example/a.png" alt="Схема"></p>')).toContain(
      '<img',
    );
  });

  it('styles paragraphs, lists, links, emphasis and headings', () => {
    for (const variant of [
      '[&_p]:',
      '[&_ul]:',
      '[&_ol]:',
      '[&_a]:',
      '[&_strong]:',
      '[&_h2]:',
      '[&_h3]:',
      '[&_h4]:',
    ]) {
      expect(RICH_TEXT_CLASS).toContain(variant);
    }
  });
});
