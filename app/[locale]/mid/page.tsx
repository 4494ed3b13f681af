import { notFound } from 'next/navigation';

/** `/mid` without a valid `hash` in the query never reaches the per-hash route: 404. */
export default function MidWithoutHash() {
  notFound();
}
