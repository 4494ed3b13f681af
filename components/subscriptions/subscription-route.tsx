import type { OrganizerView } from '@/components/organizer/organizer-route';
import { getBrand } from '@/lib/brand';
import type { SubscriptionScope } from '@/lib/subscriptions/client';
import type { SubscriptionData } from '@/lib/subscriptions/load';
import { SubscriptionProblem, SubscriptionView } from './SubscriptionView';

// The two pages differ only in their scope, which their route table rows load.
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
