// The server prints this beside the programme it rendered; a refresh with the same one keeps the
// server's HTML (decision 0700). A false difference only costs a re-render.
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
