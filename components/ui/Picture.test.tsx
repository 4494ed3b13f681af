/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { Picture } from './Picture';

function sources(container: HTMLElement) {
  return [...container.querySelectorAll('source')].map((source) => ({
    media: source.getAttribute('media'),
    srcSet: source.getAttribute('srcset'),
  }));
}

function img(container: HTMLElement): HTMLImageElement {
  const element = container.querySelector('img');
  if (!element) throw new Error('no <img> rendered');
  return element;
}

describe('Picture', () => {
  it('renders one source per breakpoint, widest first, with retina variants', () => {
    const { container } = render(
      <Picture
        src="https://cdn.example/default.png"
        alt="Logo"
        imageSources={{
          sm: { simple: 'https://cdn.example/sm.png', retina: 'https://cdn.example/sm@2x.png' },
          xs: { simple: 'https://cdn.example/xs.png', retina: undefined },
          xl: { simple: 'https://cdn.example/xl.png', retina: 'https://cdn.example/xl@2x.png' },
          md: { simple: 'https://cdn.example/md.png', retina: 'https://cdn.example/md@2x.png' },
          lg: { simple: 'https://cdn.example/lg.png', retina: 'https://cdn.example/lg@2x.png' },
        }}
      />,
    );
    expect(sources(container)).toEqual([
      {
        media: '(min-width: 1440px)',
        srcSet: 'https://cdn.example/xl.png 1x, https://cdn.example/xl@2x.png 2x',
      },
      {
        media: '(min-width: 1024px)',
        srcSet: 'https://cdn.example/lg.png 1x, https://cdn.example/lg@2x.png 2x',
      },
      {
        media: '(min-width: 768px)',
        srcSet: 'https://cdn.example/md.png 1x, https://cdn.example/md@2x.png 2x',
      },
      {
        media: '(min-width: 414px)',
        srcSet: 'https://cdn.example/sm.png 1x, https://cdn.example/sm@2x.png 2x',
      },
      { media: null, srcSet: 'https://cdn.example/xs.png' },
    ]);
    const image = img(container);
    expect(image).toHaveAttribute('src', 'https://cdn.example/default.png');
    expect(image).toHaveAttribute('alt', 'Logo');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image.parentElement?.tagName).toBe('PICTURE');
    expect(image.previousElementSibling?.tagName).toBe('SOURCE');
  });

  it('renders only the breakpoints present', () => {
    const { container } = render(
      <Picture
        src="/brands/default/logo.svg"
        imageSources={{ md: { simple: 'https://cdn.example/md.png', retina: undefined } }}
      />,
    );
    expect(sources(container)).toEqual([
      { media: '(min-width: 768px)', srcSet: 'https://cdn.example/md.png' },
    ]);
  });

  it('renders a bare <img>, with no <picture> around it, without sources', () => {
    const { container } = render(<Picture src="https://cdn.example/a.png" />);
    expect(sources(container)).toEqual([]);
    expect(container.querySelector('picture')).toBeNull();
    expect(img(container)).toHaveAttribute('alt', '');
  });

  it('drops unsafe URLs from sources and the retina variant', () => {
    const { container } = render(
      <Picture
        src="https://cdn.example/a.png"
        imageSources={{
          xl: { simple: 'javascript:alert(1)', retina: 'https://cdn.example/xl@2x.png' },
          lg: { simple: 'https://cdn.example/lg.png', retina: 'data:image/png;base64,AAAA' },
          md: { simple: '//evil.example/md.png', retina: undefined },
          sm: { simple: '/\\evil.example/sm.png', retina: undefined },
        }}
      />,
    );
    expect(sources(container)).toEqual([
      { media: '(min-width: 1024px)', srcSet: 'https://cdn.example/lg.png' },
    ]);
    expect(container.innerHTML).not.toMatch(/javascript:|data:|evil/);
  });

  it('falls back to the narrowest source when src is unsafe', () => {
    const { container } = render(
      <Picture
        src="javascript:alert(1)"
        imageSources={{
          lg: { simple: 'https://cdn.example/lg.png', retina: undefined },
          sm: { simple: 'https://cdn.example/sm.png', retina: undefined },
        }}
      />,
    );
    expect(img(container)).toHaveAttribute('src', 'https://cdn.example/sm.png');
  });

  it('renders nothing when no URL is usable', () => {
    const { container } = render(
      <Picture
        src="vbscript:x"
        imageSources={{ xs: { simple: 'ftp://x/y.png', retina: undefined } }}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('caps logos at 60 px and contains them', () => {
    const { container } = render(
      <Picture src="/brands/default/logo.svg" isLogo alt="Brand" className="mx-auto" />,
    );
    const image = img(container);
    expect(image).toHaveStyle({ maxHeight: '60px', width: 'auto', height: 'auto' });
    expect(image).toHaveClass('object-contain', 'mx-auto');
  });

  it('uses maxHeight when given', () => {
    const { container } = render(<Picture src="/logo.svg" isLogo maxHeight={40} />);
    expect(img(container)).toHaveStyle({ maxHeight: '40px' });
    const plain = render(<Picture src="/poster.png" maxHeight={300} />);
    expect(img(plain.container)).toHaveStyle({ maxHeight: '300px' });
    expect(img(plain.container)).not.toHaveClass('object-contain');
  });

  it('leaves non-logos unstyled by default and passes size and loading through', () => {
    const { container } = render(
      <Picture src="https://cdn.example/a.png" width={1200} height={630} loading="eager" />,
    );
    const image = img(container);
    expect(image).not.toHaveAttribute('style');
    expect(image).not.toHaveAttribute('class');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '630');
    expect(image).toHaveAttribute('loading', 'eager');
  });
});
