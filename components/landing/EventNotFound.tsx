/**
 * The landings' "event not found" state (HTTP 404), a client component for the same reason as
 * app/[locale]/not-found.tsx: it must not read request headers. It lives beside PageNotFound
 * (components/ui/PageNotFound.tsx), so the two boundaries a landing loads share one chunk.
 */
export { EventNotFound } from '@/components/ui/PageNotFound';
