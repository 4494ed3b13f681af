import 'server-only';
import { cache } from 'react';
import { getForm } from '@/lib/api/forms';

/**
 * Forms change rarely, but "published" must show up soon after the organizer flips it: 10 s in
 * Next's data cache. React `cache` lets `generateMetadata` and the page share the one read.
 */
export const FORM_DATA_SECONDS = 10;

export const loadForm = cache((formId: string) =>
  getForm(formId, { next: { revalidate: FORM_DATA_SECONDS, tags: [`form:${formId}`] } }),
);
