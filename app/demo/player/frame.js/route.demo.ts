import { demoPlayerFrameScript } from '@/demo/browser-files';
import { demoOnly, textResponse } from '@/demo/http';
import { CONTENT_TYPES } from '@/demo/responses';

/** `PLAYER_URL/frame.js`: defines `window.initPlayerFrame`. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(demoPlayerFrameScript(), CONTENT_TYPES.js));
}
