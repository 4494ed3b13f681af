import { demoRegistrationWidgetScript } from '@/demo/browser-files';
import { demoOnly, textResponse } from '@/demo/http';
import { CONTENT_TYPES } from '@/demo/responses';

/** `WIDGETS_URL/registration.js`: defines `window.addRegistrationWidget`. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(demoRegistrationWidgetScript(), CONTENT_TYPES.js));
}
