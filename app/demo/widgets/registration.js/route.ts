import { demoOnly, textResponse } from '@/lib/demo/http';
import { CONTENT_TYPES } from '@/lib/demo/responses';
import { REGISTRATION_WIDGET_JS } from '@/lib/demo/scripts/registration-widget';

/** `WIDGETS_URL/registration.js`: defines `window.addRegistrationWidget`. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(REGISTRATION_WIDGET_JS, CONTENT_TYPES.js));
}
