export async function readBoundedText(
  request: Request,
  limit: number,
): Promise<string | undefined> {
  const declared = request.headers.get('content-length');
  if (declared !== null && !(/^[0-9]+$/.test(declared) && Number(declared) <= limit))
    return undefined;
  if (!request.body) return '';
  // Counted as it arrives, so a chunked or lying body never sits in memory whole.
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(body);
}
