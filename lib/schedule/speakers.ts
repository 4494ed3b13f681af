/** Structural, so parsed speakers and plain objects both fit. */
type SpeakerName = { firstName: string; middleName?: string | undefined; lastName: string };

/** 'Анна-Мария' → 'А.-М.'; the first character by code point, so emoji and astral letters stay whole. */
function initials(name: string | undefined): string {
  const parts = (name ?? '')
    .trim()
    .split('-')
    .map((part) => Array.from(part.trim())[0])
    .filter((letter): letter is string => Boolean(letter));
  return parts.length > 0 ? `${parts.map((letter) => letter.toUpperCase()).join('.-')}.` : '';
}

/** Schedule cards: initials plus last name — 'А. С. Петрова', 'J. Smith'. */
export function shortSpeakerName(speaker: SpeakerName): string {
  return [initials(speaker.firstName), initials(speaker.middleName), speaker.lastName.trim()]
    .filter(Boolean)
    .join(' ');
}

/** The downloaded programme: last name, first name, position — 'Петрова Анна, CTO'. */
export function speakerLine(speaker: SpeakerName & { position?: string | undefined }): string {
  const name = [speaker.lastName.trim(), speaker.firstName.trim()].filter(Boolean).join(' ');
  const position = speaker.position?.trim();
  return position ? `${name}, ${position}` : name;
}
