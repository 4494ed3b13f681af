/** The one button scale (decision 1205), for a `<button>`, `<a>` or `<Link>` alike. */
const TONE = { primary: 'btn btn-primary', secondary: 'btn btn-secondary' } as const;
const SIZE = { sm: 'btn-sm', md: 'btn-md', lg: 'btn-lg' } as const;

export function buttonClass(
  tone: keyof typeof TONE = 'primary',
  size: keyof typeof SIZE = 'md',
  extra?: string,
): string {
  return [TONE[tone], SIZE[size], extra].filter(Boolean).join(' ');
}
