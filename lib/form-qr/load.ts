import 'server-only';

export { getCachedForm as loadForm } from '@/lib/api/readers';
