import { demoEventWidgetScript } from '@/demo/browser-files';
import { demoOnly, textResponse } from '@/demo/http';
import { CONTENT_TYPES } from '@/demo/responses';

/** `WIDGETS_URL/event-widget.js`: defines `window.EventWidget.mount`. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(demoEventWidgetScript(), CONTENT_TYPES.js));
}
