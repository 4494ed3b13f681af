/**
 * A short fingerprint of a hall's events as JSON: the server prints it beside the programme it
 * rendered, the schedule island computes it for each refresh's answer, and an unchanged
 * programme keeps the server's HTML (no list renderer to load, nothing to re-render). The page
 * and `/api/events` read the same sanitised events, and JSON keeps their key order, so the same
 * events give the same fingerprint on both sides; any difference only costs a re-render.
 */
export function eventsVersion(events: readonly unknown[]): string {
  // FNV-1a (32 bit) over the UTF-16 code units: not a defence against anyone, only a change check.
  let hash = 0x811c9dc5;
  const text = JSON.stringify(events);
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${events.length}-${(hash >>> 0).toString(36)}`;
}
