import { demoEventWidgetScript } from '@/lib/demo/browser-files';
import { demoOnly, textResponse } from '@/lib/demo/http';
import { CONTENT_TYPES } from '@/lib/demo/responses';

/** `WIDGETS_URL/event-widget.js`: defines `window.EventWidget.mount`. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(demoEventWidgetScript(), CONTENT_TYPES.js));
}
