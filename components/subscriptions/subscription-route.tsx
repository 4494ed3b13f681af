import type { OrganizerView } from '@/components/organizer/organizer-route';
import { getBrand } from '@/lib/brand';
import type { SubscriptionScope } from '@/lib/subscriptions/client';
import type { SubscriptionData } from '@/lib/subscriptions/load';
import { SubscriptionProblem, SubscriptionView } from './SubscriptionView';

/**
 * The view of both subscription pages (`/email_subscriptions`, `/portal_subscriptions`): they
 * differ only in their scope, which their rows of the route table load (lib/routing/table.ts).
 * Every failure is the page's own "check the link" or reload.
 */
export function subscriptionView(
  scope: SubscriptionScope,
): OrganizerView<{ token?: string }, SubscriptionData> {
  return {
    headingLevel: 1,
    renderError: (error) => <SubscriptionProblem error={error} />,
    View: ({ data, query }) => (
      <SubscriptionView
        scope={scope}
        token={query.token ?? ''}
        subscription={data}
        brandName={getBrand().name}
      />
    ),
  };
}
