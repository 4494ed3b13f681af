import { demoRegistrationPage } from '@/lib/demo/browser-files';
import { demoOnly, textResponse } from '@/lib/demo/http';
import { CONTENT_TYPES } from '@/lib/demo/responses';

/** The registration widget page the registration frame loads. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(demoRegistrationPage(), CONTENT_TYPES.html));
}
