// No `loading.tsx`: its Suspense boundary would send the first bytes (and a 200) before a page
// could answer a malformed input with a 404 (decision 0400). Each page renders its own frame.
export default function OrganizerLayout({ children }: LayoutProps<'/[locale]'>) {
  return children;
}
