import 'server-only';
import { unstable_rethrow } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { Suspense, type ReactNode } from 'react';
import { isMissingResource } from '@/lib/organizer/errors';
import { settle } from '@/lib/organizer/settle';
import { PageError } from './PageError';
import { LoadingState } from './PageStates';
import { ResourceNotFound } from './ResourceNotFound';

interface OrganizerContentProps<T> {
  /** The page's locale-free path with its query: the error state's retry link. */
  path: string;
  /**
   * The page's upstream read (the same React `cache`d read as its metadata's). A function, called
   * inside the loading boundary and settled at once, so a failed read is never left unhandled
   * while the page's other parts render.
   */
  load: () => Promise<T>;
  /** The page's content for what `load` gave. */
  children: (value: T) => ReactNode;
  /**
   * The page's own answer to a failure it knows better (the certificate's "not uploaded" and
   * "check the link"), or `undefined` to leave it to the shared states.
   */
  renderError?: (error: unknown) => ReactNode | undefined;
  /** 1 on a page whose frame has no heading of its own. */
  headingLevel?: 1 | 2;
  /** A heading for the error state. */
  errorTitle?: string;
}

/**
 * The one way an organizer page shows what it reads from the upstream, inside its frame: the
 * shared loading state is streamed first, then `children(value)`; a well-formed but unknown
 * resource is the not-found state in place (status 200: the frame is already sent, so the page's
 * metadata gives the not-found title, see lib/organizer/metadata), any other failure the
 * catalogue's text with a retry link. A missing or malformed input never gets here: the page has
 * answered it with `notFound()` (404) before rendering anything.
 */
export async function OrganizerContent<T>(props: OrganizerContentProps<T>) {
  const t = await getTranslations();
  return (
    <Suspense fallback={<LoadingState label={t('loading')} />}>
      <Settled {...props} />
    </Suspense>
  );
}

async function Settled<T>({
  path,
  load,
  children,
  renderError,
  headingLevel,
  errorTitle,
}: OrganizerContentProps<T>) {
  const result = await settle(load());
  if (result.ok) return children(result.value);
  const { error } = result;
  // notFound(), redirect() and Next's other signals are not upstream failures.
  unstable_rethrow(error);
  const own = renderError?.(error);
  if (own !== undefined) return own;
  if (isMissingResource(error)) {
    return <ResourceNotFound headingLevel={headingLevel} />;
  }
  return <PageError error={error} path={path} title={errorTitle} headingLevel={headingLevel} />;
}
