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
  /** Called inside the loading boundary and settled at once, so a failure is never unhandled. */
  load: () => Promise<T>;
  children: (value: T) => ReactNode;
  /** The page's own answer to a failure it knows better; `undefined` leaves the shared states. */
  renderError?: (error: unknown) => ReactNode | undefined;
  /** 1 on a page whose frame has no heading of its own. */
  headingLevel?: 1 | 2;
  errorTitle?: string;
}

// An unknown resource is the not-found state in place, status 200: the frame is already sent, so
// the page's metadata gives the not-found title (lib/organizer/metadata).
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
