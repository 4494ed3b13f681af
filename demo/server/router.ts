import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  demoEventWidgetScript,
  demoPlayerFrameScript,
  demoPlayerPage,
  demoRegistrationPage,
  demoRegistrationWidgetScript,
} from '../browser-files';
import { handleFormsRequest } from '../forms-api';
import { jsonResponse, textResponse, toDemoRequest, toResponse } from '../http';
import { handleMediaRequest } from '../media-api';
import { CONTENT_TYPES } from '../responses';
import { indexPage } from './index-page';
import { readFault, switchFault } from './faults';
import { publish, readProgramme } from './programme';

/**
 * Every URL of the demo server (docs/demo.md), as a Web `Request → Response` function: the
 * media and forms APIs, the player host and its frame script, the widget scripts and the
 * registration page, the fault switch, the poster video and the index page. demo/server/main.ts
 * puts it behind a plain Node HTTP server; Jest calls it directly.
 */

export interface DemoServerOptions {
  /** The event site the index page links to (`SITE_URL` of the product it serves). */
  siteUrl: string;
}

type Handler = (request: Request, rest: string[]) => Response | Promise<Response>;

interface Route {
  /** The path, or a prefix that takes the remaining segments (`/demo/media/*`). */
  path: string;
  prefix?: boolean;
  get?: Handler;
  post?: Handler;
}

const page = (render: () => string, contentType: string) => () =>
  textResponse(render(), contentType);

const media: Handler = async (request, rest) => {
  const response = toResponse(await handleMediaRequest(await toDemoRequest(request, rest)));
  // The event widget's script runs in the site's page, on the site's origin, and reads the
  // public chat, questions and polls from here: a read of public data without credentials, so
  // any origin may read it (the site's port differs between the suite, the bench and `npm run demo`).
  if (request.method === 'GET' || request.method === 'HEAD') {
    response.headers.set('Access-Control-Allow-Origin', '*');
  }
  // A certificate is a download on the site, whose `download` attribute a browser ignores for
  // another origin's file: the file says so itself, named as the viewer API names it.
  const [assets, kind, file] = rest;
  if (assets === 'assets' && kind === 'certificates' && file && response.ok) {
    response.headers.set('Content-Disposition', `attachment; filename="certificate-${file}"`);
  }
  return response;
};

/** Relative to the project root, as demo/browser-files.ts reads its files. */
const VIDEO_DIR = path.join(process.cwd(), 'demo', 'public', 'demo-media');

async function video(_request: Request, rest: string[]): Promise<Response> {
  const name = rest.join('/');
  if (!/^[a-z0-9-]+\.webm$/.test(name)) return notFound();
  const body = await readFile(path.join(VIDEO_DIR, name)).catch(() => undefined);
  if (!body) return notFound();
  return new Response(new Uint8Array(body), {
    headers: {
      'Content-Type': 'video/webm',
      'Cache-Control': 'public, max-age=300',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}

function routes(options: DemoServerOptions): Route[] {
  return [
    { path: '/', get: () => textResponse(indexPage(options.siteUrl), CONTENT_TYPES.html) },
    { path: '/demo/media/control/faults', get: readFault, post: switchFault },
    { path: '/demo/media/control/programme', get: readProgramme, post: publish },
    { path: '/demo/media', prefix: true, get: media, post: media },
    {
      path: '/demo/forms',
      prefix: true,
      get: async (request, rest) =>
        toResponse(handleFormsRequest(await toDemoRequest(request, rest))),
    },
    { path: '/demo/player', get: page(demoPlayerPage, CONTENT_TYPES.html) },
    { path: '/demo/player/frame.js', get: page(demoPlayerFrameScript, CONTENT_TYPES.js) },
    { path: '/demo/widgets/registration', get: page(demoRegistrationPage, CONTENT_TYPES.html) },
    {
      path: '/demo/widgets/registration.js',
      get: page(demoRegistrationWidgetScript, CONTENT_TYPES.js),
    },
    {
      path: '/demo/widgets/event-widget.js',
      get: page(demoEventWidgetScript, CONTENT_TYPES.js),
    },
    { path: '/demo-media', prefix: true, get: video },
  ];
}

function notFound(): Response {
  return jsonResponse(404, { error: 'NOT_FOUND' });
}

/** Path segments, decoded as a framework router decodes them; `undefined` when malformed. */
function segments(pathname: string): string[] | undefined {
  try {
    return pathname
      .split('/')
      .filter(Boolean)
      .map((part) => decodeURIComponent(part));
  } catch {
    return undefined;
  }
}

function match(route: Route, parts: string[]): string[] | undefined {
  const own = route.path.split('/').filter(Boolean);
  if (parts.length < own.length || (!route.prefix && parts.length !== own.length)) return undefined;
  if (own.some((part, index) => parts[index] !== part)) return undefined;
  return parts.slice(own.length);
}

/** The demo server's request handler. HEAD is GET without the body, as HTTP servers answer it. */
export function createDemoHandler(options: DemoServerOptions) {
  const table = routes(options);
  return async function handle(request: Request): Promise<Response> {
    const parts = segments(new URL(request.url).pathname);
    if (!parts) return jsonResponse(400, { error: 'BAD_REQUEST' });
    for (const route of table) {
      const rest = match(route, parts);
      if (!rest) continue;
      const method = request.method === 'HEAD' ? 'GET' : request.method;
      const handler = method === 'GET' ? route.get : method === 'POST' ? route.post : undefined;
      if (!handler) return jsonResponse(405, { error: 'METHOD_NOT_ALLOWED' });
      const response = await handler(request, rest);
      if (request.method !== 'HEAD') return response;
      return new Response(null, { status: response.status, headers: response.headers });
    }
    return notFound();
  };
}
