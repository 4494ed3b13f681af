import { renderToStaticMarkup } from 'react-dom/server';
import { JsonLd } from './JsonLd';

describe('JsonLd', () => {
  it('renders escaped JSON in an ld+json script that parses back to the data', () => {
    const data = { '@type': 'Event', name: 'A </script><img src=x onerror=alert(1)> "B"' };
    const html = renderToStaticMarkup(<JsonLd data={data} />);
    const match = /^<script type="application\/ld\+json">(.*)<\/script>$/s.exec(html);
    expect(match).not.toBeNull();
    expect(match?.[1]).not.toContain('<');
    expect(JSON.parse(match?.[1] ?? '')).toEqual(data);
  });
});
