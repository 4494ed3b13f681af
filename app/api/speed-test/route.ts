import {
  speedTestClient,
  speedTestHead,
  speedTestResponse,
} from '@/lib/media-test/speed-test-route';

export const dynamic = 'force-dynamic';

export function GET(request: Request) {
  return speedTestResponse(request.url, speedTestClient(request.headers));
}

export function HEAD(request: Request) {
  return speedTestHead(request.url);
}
