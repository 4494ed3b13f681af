import type { z } from 'zod';
import { ApiError, ERROR_CODES } from './errors';
import { upstreamRequest, NO_STORE, type CallOptions } from './http';
import {
  certificateResponseSchema,
  unsubscribeResponseSchema,
  viewerInfoResponseSchema,
  viewerResponseSchema,
  viewersListResponseSchema,
  type Viewer,
  type ViewersList,
} from './schemas';
import { parseCount, parseHash, parseId, parseToken } from './validate';

/** @internal */
export const VIEWERS_PAGE_SIZE = 100;
/** A lying `total` cannot loop forever. @internal */
export const VIEWERS_MAX_PAGES = 100;
const MAX_LIMIT = 1000;

export interface Certificate {
  url: string;
  fileName?: string;
}

/** Personal calls are never cached: that would leak data. */
function personal({ signal, timeoutMs }: CallOptions): CallOptions {
  return { signal, timeoutMs, ...NO_STORE };
}

export async function getViewerInfo(
  hash: string,
  options: CallOptions = {},
): Promise<{ isRegistrationActive: boolean }> {
  const safeHash = parseHash(hash, 'viewer');
  const { activity } = await upstreamRequest({
    ...options,
    service: 'viewer',
    base: 'media',
    path: `/viewer/info/${encodeURIComponent(safeHash)}`,
    endpoint: '/viewer/info/:hash',
    schema: viewerInfoResponseSchema,
  });
  return activity;
}

/** The subscription calls: a personal POST to `/viewer/<path>` with the viewer's token. */
function personalPost<S extends z.ZodType>(
  path: string,
  body: { token: string } & Record<string, unknown>,
  schema: S,
  options: CallOptions,
): Promise<z.output<S>> {
  return upstreamRequest({
    ...personal(options),
    service: 'viewer',
    base: 'media',
    path: `/viewer/${path}`,
    endpoint: `/viewer/${path}`,
    method: 'POST',
    body: { ...body, token: parseToken(body.token, 'viewer') },
    schema,
  });
}

export async function checkSubscription(
  { token, hash }: { token: string; hash?: string },
  options: CallOptions = {},
): Promise<Viewer> {
  const body = { token, hash: hash === undefined ? undefined : parseHash(hash, 'viewer') };
  return (await personalPost('check_subscription', body, viewerResponseSchema, options)).user;
}

export async function setUnsubscribe(
  { token, unsubscribe }: { token: string; unsubscribe: boolean },
  options: CallOptions = {},
): Promise<boolean> {
  const body = { token, unsubscribe };
  return (await personalPost('unsubscribe', body, unsubscribeResponseSchema, options)).unsubscribe;
}

export async function checkAssign(
  { token, optinCareer, optinAdv }: { token: string; optinCareer?: boolean; optinAdv?: boolean },
  options: CallOptions = {},
): Promise<Viewer> {
  const body = { token, optinCareer, optinAdv };
  return (await personalPost('check_assign', body, viewerResponseSchema, options)).user;
}

export async function setPortalUnsubscribe(
  { token, unsubscribe }: { token: string; unsubscribe: boolean },
  options: CallOptions = {},
): Promise<boolean> {
  const body = { token, unsubscribe };
  const result = await personalPost('unsubscribe_portal', body, unsubscribeResponseSchema, options);
  return result.unsubscribe;
}

/** A certificate without a usable URL has not been uploaded. */
export async function getCertificate(
  hash: string,
  token: string,
  options: CallOptions = {},
): Promise<Certificate> {
  const safeHash = parseHash(hash, 'viewer');
  const safeToken = parseToken(token, 'viewer');
  const { certificate } = await upstreamRequest({
    ...personal(options),
    service: 'viewer',
    base: 'media',
    path: `/viewer/activity/${encodeURIComponent(safeHash)}/token/${encodeURIComponent(safeToken)}/certificate`,
    endpoint: '/viewer/activity/:hash/token/:token/certificate',
    schema: certificateResponseSchema,
  });
  if (!certificate.url) {
    throw new ApiError({ code: ERROR_CODES.CERTIFICATE_NOT_FOUND, service: 'viewer', status: 404 });
  }
  return { url: certificate.url, fileName: certificate.fileName };
}

/** @internal */
export async function listViewers(
  { activityId, offset, limit }: { activityId: number | string; offset: number; limit: number },
  options: CallOptions = {},
): Promise<ViewersList> {
  const query = {
    activityId: parseId(activityId, 'viewer'),
    offset: parseCount(offset, 'viewer', { min: 0, max: Number.MAX_SAFE_INTEGER }),
    limit: parseCount(limit, 'viewer', { min: 1, max: MAX_LIMIT }),
  };
  return upstreamRequest({
    ...options,
    service: 'viewer',
    base: 'media',
    path: '/viewer/public/viewers/list',
    endpoint: '/viewer/public/viewers/list',
    query,
    schema: viewersListResponseSchema,
  });
}

/** A viewer seen twice across pages is kept once. */
export async function listAllViewers(
  activityId: number | string,
  options: CallOptions = {},
): Promise<ViewersList> {
  const id = parseId(activityId, 'viewer');
  const byId = new Map<number, ViewersList['viewers'][number]>();
  let total = 0;
  for (let page = 0; page < VIEWERS_MAX_PAGES; page += 1) {
    const offset = page * VIEWERS_PAGE_SIZE;
    const result = await listViewers({ activityId: id, offset, limit: VIEWERS_PAGE_SIZE }, options);
    total = result.total;
    for (const viewer of result.viewers) if (!byId.has(viewer.id)) byId.set(viewer.id, viewer);
    if (result.viewers.length < VIEWERS_PAGE_SIZE || offset + VIEWERS_PAGE_SIZE >= total) break;
  }
  return { viewers: [...byId.values()], total };
}
