/**
 * The organizer pages' route group (docs/architecture.md, "Organizer pages"): `/questions`,
 * `/polls`, `/participants-rating`, `/randomizer`, `/form-qr-code`, `/stream-keys`,
 * `/certificate`, `/email_subscriptions`, `/portal_subscriptions`. The group changes no URL.
 *
 * What they share is the `[locale]` layout's document and no site header or footer. Their frame
 * (components/organizer/OrganizerFrame) needs the page's own query for the language switcher's
 * links and its width, which a layout never sees, so each page renders it; the randomizer and the
 * subscription pages render their whole `<main>` themselves. There is deliberately no
 * `loading.tsx`: its Suspense boundary would wrap the pages, so their first bytes (and a 200)
 * would go out before a page could answer a malformed input or the randomizer's unknown event
 * with a 404 (docs/decisions/0400-organizer-route-group.md). The shared loading state is
 * `OrganizerContent`'s, streamed inside the page's frame.
 */
export default function OrganizerLayout({ children }: LayoutProps<'/[locale]'>) {
  return children;
}
