/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Section, blockTitle, sectionHeadingId } from './Section';
import { appliedUtilities } from '@/test/landing-support';

describe('Section', () => {
  it('is an anchored region labelled by its h2', () => {
    render(
      <Section anchor="speakers" title="Спикеры">
        <p>content</p>
      </Section>,
    );
    const region = screen.getByRole('region', { name: 'Спикеры' });
    expect(region).toHaveAttribute('id', 'speakers');
    expect(region).toHaveAttribute('aria-labelledby', sectionHeadingId('speakers'));
    expect(screen.getByRole('heading', { level: 2, name: 'Спикеры' })).toHaveAttribute(
      'id',
      'speakers-title',
    );
  });

  it('limits content to the player width by default and the banner width on request', () => {
    const { container, rerender } = render(
      <Section anchor="faq" title="FAQ">
        x
      </Section>,
    );
    const body = () => container.querySelector('h2')?.parentElement ?? null;
    expect(appliedUtilities(body())).toContain('max-w-player');
    expect(appliedUtilities(body())).not.toContain('max-w-banner');
    rerender(
      <Section anchor="faq" title="FAQ" width="banner">
        x
      </Section>,
    );
    // The utility comes after the component class's max-w-player and wins (utilities layer).
    expect(appliedUtilities(body()).at(-1)).toBe('max-w-banner');
  });
});

describe('blockTitle', () => {
  it('prefers the organizer title and falls back on blank ones', () => {
    expect(blockTitle('Наши спикеры', 'Спикеры')).toBe('Наши спикеры');
    expect(blockTitle('  Наши спикеры ', 'Спикеры')).toBe('Наши спикеры');
    expect(blockTitle('   ', 'Спикеры')).toBe('Спикеры');
    expect(blockTitle(undefined, 'Спикеры')).toBe('Спикеры');
  });
});
