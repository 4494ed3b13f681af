import { readBoundedText } from './bounded-body';

function streamed(chunks: number, chunkBytes: number, onPull: () => void): Request {
  let sent = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      onPull();
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(chunkBytes).fill(97));
    },
  });
  return new Request('http://x/', { method: 'POST', body, duplex: 'half' } as RequestInit);
}

describe('readBoundedText', () => {
  it('reads a body within the limit', async () => {
    const request = new Request('http://x/', { method: 'POST', body: '{"a":1}' });
    await expect(readBoundedText(request, 2048)).resolves.toBe('{"a":1}');
  });

  it('refuses a declared length over the limit without reading', async () => {
    let pulls = 0;
    const request = streamed(10, 1024, () => (pulls += 1));
    const declared = new Request(request, { headers: { 'content-length': '999999' } });
    await expect(readBoundedText(declared, 2048)).resolves.toBeUndefined();
    expect(pulls).toBeLessThan(5);
  });

  it('stops reading a chunked body at the first chunk past the limit', async () => {
    let pulls = 0;
    const request = streamed(100_000, 1024, () => (pulls += 1));
    await expect(readBoundedText(request, 2048)).resolves.toBeUndefined();
    expect(pulls).toBeLessThan(10);
  });
});
