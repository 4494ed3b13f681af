import { refusedPageRequest } from './framework-headers';

const tree = (value: unknown) => encodeURIComponent(JSON.stringify(value));
const request = (headers: Record<string, string>, method = 'GET') =>
  refusedPageRequest(method, new Headers(headers));

describe('refusedPageRequest', () => {
  it.each([
    [{}],
    [{ rsc: '1' }],
    [{ rsc: '1', 'next-router-prefetch': '1' }],
    [{ rsc: '1', 'next-router-segment-prefetch': '/_tree' }],
    [{ rsc: '1', 'next-url': '/max' }],
    [{ rsc: '1', 'next-router-state-tree': tree(['', { children: ['__PAGE__', {}] }]) }],
    [
      {
        rsc: '1',
        'next-router-state-tree': tree([
          '',
          { children: [['locale', 'ru', 'd', null], {}, null, 'refetch'] },
          null,
          null,
          1,
        ]),
      },
    ],
  ])('lets an ordinary request through: %j', (headers) => {
    expect(request(headers)).toBeUndefined();
  });

  it.each([
    [{ rsc: '1, 1' }],
    [{ rsc: 'garbage' }],
    [{ 'next-router-prefetch': '9' }],
    [{ 'next-router-segment-prefetch': 'garbage' }],
    [{ 'next-router-segment-prefetch': '/_tree, /_tree' }],
    [{ 'next-url': '//evil.example' }],
    [{ 'next-url': `/${'a'.repeat(3000)}` }],
    [{ 'next-router-state-tree': 'x' }],
    [{ 'next-router-state-tree': '%5B' }],
    [{ 'next-router-state-tree': tree([1, 2]) }],
    [{ 'next-router-state-tree': tree(['', { children: 'x' }]) }],
    [{ 'next-router-state-tree': tree(['', {}, null, 'nonsense']) }],
    [{ 'next-router-state-tree': tree(['', {}, null, null, null, 'x', 'extra']) }],
    [{ 'next-router-state-tree': 'a'.repeat(50_000) }],
    [{ 'next-action': 'abc' }],
  ])('refuses a malformed framework header with 400: %j', (headers) => {
    expect(request(headers)).toBe(400);
  });

  it.each(['POST', 'PUT', 'DELETE', 'OPTIONS'])('refuses %s on a page with 405', (method) => {
    expect(request({}, method)).toBe(405);
  });

  it('allows HEAD', () => {
    expect(request({}, 'HEAD')).toBeUndefined();
  });
});
