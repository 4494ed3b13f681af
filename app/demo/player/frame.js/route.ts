import { demoOnly, textResponse } from '@/lib/demo/http';
import { CONTENT_TYPES } from '@/lib/demo/responses';
import { PLAYER_FRAME_JS } from '@/lib/demo/scripts/player-frame';

/** `PLAYER_URL/frame.js`: defines `window.initPlayerFrame`. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(PLAYER_FRAME_JS, CONTENT_TYPES.js));
}
