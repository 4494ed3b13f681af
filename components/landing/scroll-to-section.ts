/**
 * In-page navigation of the landing header: smooth scrolling to a section (instant when the
 * visitor asked for reduced motion), the address bar updated without a jump, and focus moved
 * to the section so keyboard and screen-reader users continue from there. The fixed header's
 * height is already the root's `scroll-padding-top`, so the section stops below it.
 */
export function scrollToSection(id: string): boolean {
  const target = document.getElementById(id);
  if (!target) return false;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  if (window.location.hash !== `#${id}`) {
    window.history.pushState(null, '', `#${id}`);
  }
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return true;
}
