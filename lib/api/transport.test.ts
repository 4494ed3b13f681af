import { z } from 'zod';
import { mockFetch, restoreFetch, textResponse } from '@/test/api-support';
import { requestJson } from './transport';

afterEach(() => restoreFetch());

const namesSchema = z.object({ name: z.string(), list: z.array(z.object({ title: z.string() })) });

function readBody(body: string) {
  mockFetch().mockResolvedValue(textResponse(body));
  return requestJson({
    url: 'http://media.test/x',
    service: 'eventor',
    method: 'GET',
    schema: namesSchema,
    timeoutMs: 5000,
  });
}

describe('requestJson', () => {
  it('makes every string well-formed: a lone surrogate in the JSON becomes U+FFFD', async () => {
    // Found by e2e/generated-upstream.spec.ts: an activity named "\ud800" took /max down (500)
    // when the calendar link ran encodeURIComponent on the name.
    const body = await readBody('{"name":"a\\ud800b","list":[{"title":"\\udc00"}]}');
    expect(body).toEqual({ name: 'a\ufffdb', list: [{ title: '\ufffd' }] });
    expect(() => encodeURIComponent(body.name)).not.toThrow();
  });

  it('keeps well-formed text as it is, surrogate pairs included', async () => {
    const body = await readBody('{"name":"Кириллица \\ud83d\\ude00 😀","list":[]}');
    expect(body.name).toBe('Кириллица 😀 😀');
  });
});
