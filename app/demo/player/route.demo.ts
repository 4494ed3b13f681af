import { demoPlayerPage } from '@/demo/browser-files';
import { demoOnly, textResponse } from '@/demo/http';
import { CONTENT_TYPES } from '@/demo/responses';

/** The player frame page (`PLAYER_URL/?hash=…`). */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(demoPlayerPage(), CONTENT_TYPES.html));
}
