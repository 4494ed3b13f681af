// The event pages' route group (docs/architecture.md, "Event pages"). Each page renders its own
// frame (it needs the event), so the layout passes its children through.
export default function EventLayout({ children }: LayoutProps<'/[locale]'>) {
  return children;
}
