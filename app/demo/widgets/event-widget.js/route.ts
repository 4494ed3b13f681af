import { demoOnly, textResponse } from '@/lib/demo/http';
import { CONTENT_TYPES } from '@/lib/demo/responses';
import { EVENT_WIDGET_JS } from '@/lib/demo/scripts/event-widget';

/** `WIDGETS_URL/event-widget.js`: defines `window.EventWidget.mount`. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(EVENT_WIDGET_JS, CONTENT_TYPES.js));
}
