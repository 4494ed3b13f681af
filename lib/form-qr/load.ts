import 'server-only';

/** A form's public data, a cached read like every other (lib/api/readers.ts). */
export { getCachedForm as loadForm } from '@/lib/api/readers';
