import { demoOnly, textResponse } from '@/lib/demo/http';
import { CONTENT_TYPES } from '@/lib/demo/responses';
import { REGISTRATION_PAGE_HTML } from '@/lib/demo/scripts/registration-page';

/** The registration widget page the registration frame loads. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(REGISTRATION_PAGE_HTML, CONTENT_TYPES.html));
}
