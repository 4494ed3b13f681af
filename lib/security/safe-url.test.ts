import { isHttpUrl } from '@/lib/api/schemas';
import { httpUrl, safeImageUrl } from './safe-url';

const CASES: [unknown, string | undefined][] = [
  ['https://cdn.example/a b.png', 'https://cdn.example/a%20b.png'],
  ['  http://cdn.example/a.png ', 'http://cdn.example/a.png'],
  ['HTTPS://CDN.EXAMPLE', 'https://cdn.example/'],
  ['https://cdn.ex\tample/a.png', 'https://cdn.example/a.png'],
  ['https://', undefined],
  ['javascript:alert(1)', undefined],
  ['JAVASCRIPT:alert(1)', undefined],
  ['data:image/png;base64,AAAA', undefined],
  ['ftp://cdn.example/a.png', undefined],
  ['//evil.example/x.png', undefined],
  ['relative/path.png', undefined],
  ['', undefined],
  [undefined, undefined],
  [42, undefined],
];

describe('httpUrl', () => {
  it.each(CASES)('%p → %p', (input, output) => {
    expect(httpUrl(input)).toBe(output);
  });

  it('agrees with the schema rule', () => {
    for (const [input] of CASES) expect(httpUrl(input) !== undefined).toBe(isHttpUrl(input));
  });
});

describe('safeImageUrl', () => {
  it.each<[unknown, string | undefined]>([
    ['https://cdn.example/a b.png', 'https://cdn.example/a%20b.png'],
    ['/brands/default/logo.svg', '/brands/default/logo.svg'],
    [' /brands/default/logo.svg ', '/brands/default/logo.svg'],
    ['/', '/'],
    ['//evil.example/x.png', undefined],
    ['/\\evil.example/x.png', undefined],
    ['/a b.png', undefined],
    ['/a".png', undefined],
    ['javascript:alert(1)', undefined],
    ['data:image/png;base64,AAAA', undefined],
    ['relative/path.png', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%p → %p', (input, output) => {
    expect(safeImageUrl(input)).toBe(output);
  });
});
