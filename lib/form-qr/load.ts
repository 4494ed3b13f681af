import 'server-only';
import { cache } from 'react';
import { getForm } from '@/lib/api/forms';
import { cachedRead } from '@/lib/cache/cached-read';

/**
 * A form's public data, kept for the one cache period like every cached read (a form flipped to
 * "published" shows within it). React `cache` lets `generateMetadata` and the page share the read.
 */
export const loadForm = cache((formId: string) =>
  cachedRead(['form', formId], [`form:${formId}`], () => getForm(formId)),
);
