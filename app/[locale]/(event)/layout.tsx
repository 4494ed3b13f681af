/**
 * The event pages' route group (docs/architecture.md, "Event pages"): the player and order pages
 * (`/platform`, `/meetings`, `/new-dion`, `/order`, `/order-invoice`) and the query-string
 * landings (`/max`, `/landing`, `/mid`, `/min`), with the landings' route factory in the private
 * `_landing` folder. The group changes no URL. It holds the one "event not found" boundary of
 * the pages rendered per request (`not-found.tsx`); the landings keep their own, closer ones.
 * Each page renders its own frame (it needs the event), so the layout passes its children through.
 */
export default function EventLayout({ children }: LayoutProps<'/[locale]'>) {
  return children;
}
