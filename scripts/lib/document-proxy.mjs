// A loopback proxy in front of the bench's Next server, for Lighthouse's reference pages: the
// landing's own document without its scripts (the server-only copy), or the landing with its
// offline worker refused. Everything else passes through unchanged.
import http from 'node:http';
import zlib from 'node:zlib';

const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/gi;
const LINK = /<link\b[^>]*>/gi;
const scriptPreload = (tag) =>
  /\brel="modulepreload"/.test(tag) || (/\brel="preload"/.test(tag) && /\bas="script"/.test(tag));

/**
 * The document as the server rendered it, with no client code: every script and script preload
 * goes; data scripts (JSON-LD), which never run, stay.
 */
export function serverOnlyCopy(html) {
  return html
    .replace(SCRIPT, (tag, attributes) =>
      /\btype="application\/ld\+json"/.test(attributes) ? tag : '',
    )
    .replace(LINK, (tag) => (scriptPreload(tag) ? '' : tag));
}

/**
 * Starts the proxy on 127.0.0.1:`port` in front of `target` (a loopback origin). `html` rewrites
 * each text/html answer (without it, documents stream through untouched); `refuse` lists paths
 * answered 404 without asking the target.
 */
export function startDocumentProxy({ target, port, html, refuse = [] }) {
  const upstream = new URL(target);
  const server = http.createServer((request, response) => {
    const path = request.url ?? '/';
    if (refuse.includes(new URL(path, target).pathname)) {
      response.writeHead(404, { 'content-type': 'text/plain', 'cache-control': 'no-store' });
      response.end('refused by the bench');
      return;
    }
    // The name the browser asked for (a mapped custom domain), on the target's port.
    const name = new URL(`http://${request.headers.host ?? upstream.host}`).hostname;
    const headers = { ...request.headers, host: `${name}:${upstream.port}` };
    const forwarded = http.request(
      { host: upstream.hostname, port: upstream.port, path, method: request.method, headers },
      (answer) => {
        const type = String(answer.headers['content-type'] ?? '');
        if (!html || !type.startsWith('text/html')) {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = answer.headers['content-encoding'];
          const plain =
            encoding === 'gzip'
              ? zlib.gunzipSync(raw)
              : encoding === 'br'
                ? zlib.brotliDecompressSync(raw)
                : encoding === 'deflate'
                  ? zlib.inflateSync(raw)
                  : raw;
          const rewritten = Buffer.from(html(plain.toString('utf8')));
          // Compressed again as Next compresses it, so the copy travels at the page's own size.
          const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
          const body = gzip ? zlib.gzipSync(rewritten) : rewritten;
          const {
            'transfer-encoding': _chunked,
            'content-encoding': _encoding,
            ...rest
          } = answer.headers;
          response.writeHead(answer.statusCode ?? 502, {
            ...rest,
            ...(gzip ? { 'content-encoding': 'gzip' } : {}),
            'content-length': body.length,
          });
          response.end(body);
        });
      },
    );
    forwarded.on('error', () => {
      if (!response.headersSent) response.writeHead(502);
      response.end();
    });
    request.pipe(forwarded);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        origin: `http://127.0.0.1:${port}`,
        stop: () =>
          new Promise((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
