import { renderToStaticMarkup } from 'react-dom/server';
import { DARK_BACKGROUND } from '@/lib/theme/themes';
import { EventThemeRoot, eventThemeName } from './EventThemeRoot';

describe('eventThemeName', () => {
  const brand = { theme: 'mashroom' } as const;

  it('prefers the query theme, then the event theme, then the brand theme', () => {
    expect(eventThemeName({ theme: 'spring-green' }, brand, 'deep-blue')).toBe('deep-blue');
    expect(eventThemeName({ theme: 'spring-green' }, brand)).toBe('spring-green');
    expect(eventThemeName({ theme: undefined }, brand)).toBe('mashroom');
  });
});

describe('EventThemeRoot', () => {
  it('sets the theme variables and marks a dark event', () => {
    const html = renderToStaticMarkup(
      <EventThemeRoot activity={{ darkMode: true }} theme="deep-blue" style={{ color: 'red' }}>
        <p>content</p>
      </EventThemeRoot>,
    );
    expect(html).toContain('data-theme="deep-blue"');
    expect(html).toContain('data-dark="true"');
    expect(html).toContain(`--bg:${DARK_BACKGROUND}`);
    expect(html).toContain('--accent:#0D69F2');
    expect(html).toContain('color:red');
    expect(html).toContain('[color-scheme:dark]');
  });

  it('keeps the light palette for a light event', () => {
    const html = renderToStaticMarkup(
      <EventThemeRoot activity={{ darkMode: false }} theme="default">
        <p>content</p>
      </EventThemeRoot>,
    );
    expect(html).not.toContain('data-dark');
    expect(html).toContain('--bg:#ffffff');
  });
});
