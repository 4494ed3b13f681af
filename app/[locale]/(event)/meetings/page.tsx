import type { Metadata } from 'next';
import { FullViewportPlayer } from '@/components/platform/FullViewportPlayer';
import { playerInputsSchema } from '@/lib/platform/inputs';
import { eventPageInputs } from '@/lib/platform/page-inputs';
import { buildMetadata } from '@/lib/seo/metadata';

export async function generateMetadata(props: PageProps<'/[locale]/meetings'>): Promise<Metadata> {
  const { locale, activity } = await eventPageInputs(props, playerInputsSchema);
  // A room of the event, not its public page: kept out of search indexes.
  return buildMetadata({
    title: activity.name,
    path: `/meetings?hash=${encodeURIComponent(activity.hash)}`,
    locale,
    noindex: true,
  });
}

export default async function MeetingsPage(props: PageProps<'/[locale]/meetings'>) {
  const { inputs, activity } = await eventPageInputs(props, playerInputsSchema);
  return <FullViewportPlayer activity={activity} inputs={inputs} mode="meetings" />;
}
