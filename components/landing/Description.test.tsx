/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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
    const { container } = render(<Description html={sanitizeRichText('<p>Текст</p>')} />);
    expect(container.querySelector('p')?.parentElement).toHaveClass(RICH_TEXT_CLASS);
    // The class's rules (app/globals.css), up to the end of its block.
    const css = readFileSync(join(process.cwd(), 'app/globals.css'), 'utf8');
    const block = css.slice(css.indexOf(`.${RICH_TEXT_CLASS} {`)).split(/\n {2}\}\n/)[0] ?? '';
    const selectors = [...block.matchAll(/^\s*(&[^{]*)\{/gm)].map(([, selector]) => selector);
    for (const tag of ['p', 'ul', 'ol', 'li', 'a', 'strong', 'h2', 'h3', 'h4']) {
      expect(selectors.some((selector) => new RegExp(`\\b${tag}\\b`).test(selector ?? ''))).toBe(
        true,
      );
    }
  });
});
