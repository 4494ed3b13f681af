import { demoRegistrationPage } from '@/demo/browser-files';
import { demoOnly, textResponse } from '@/demo/http';
import { CONTENT_TYPES } from '@/demo/responses';

/** The registration widget page the registration frame loads. */
export const dynamic = 'force-dynamic';

export async function GET() {
  return demoOnly(() => textResponse(demoRegistrationPage(), CONTENT_TYPES.html));
}
