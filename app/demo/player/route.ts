import { demoOnly, textResponse } from '@/lib/demo/http';
import { CONTENT_TYPES } from '@/lib/demo/responses';
import { PLAYER_PAGE_HTML } from '@/lib/demo/scripts/player-page';

/** The player frame page (`PLAYER_URL/?hash=…`). */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(PLAYER_PAGE_HTML, CONTENT_TYPES.html));
}
