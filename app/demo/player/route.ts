import { demoPlayerPage } from '@/lib/demo/browser-files';
import { demoOnly, textResponse } from '@/lib/demo/http';
import { CONTENT_TYPES } from '@/lib/demo/responses';

/** The player frame page (`PLAYER_URL/?hash=…`). */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(demoPlayerPage(), CONTENT_TYPES.html));
}
