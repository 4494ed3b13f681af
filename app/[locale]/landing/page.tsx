import { notFound } from 'next/navigation';

/** `/landing` without a valid `hash` in the query never reaches the per-hash route: 404. */
export default function LandingWithoutHash() {
  notFound();
}
