import { notFound } from 'next/navigation';

/** `/min` without a valid `hash` in the query never reaches the per-hash route: 404. */
export default function MinWithoutHash() {
  notFound();
}
