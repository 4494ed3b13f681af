// What a client leaf does with the strings its server component formatted: counts and values
// known only in the browser go into `{name}` slots and `#`. No translation runtime.

/** A message with a count, by the locale's plural category; `#` stands for the count. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/** The form for `count` (Intl.PluralRules), the count formatted in. */
export function formatCount(forms: CountForms, count: number, locale: string): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '';
  return form.replace('#', new Intl.NumberFormat(locale).format(count));
}

/** `template` with each `{name}` slot filled; numbers in the locale's format. */
export function fill(
  template: string,
  values: Record<string, string | number>,
  /** For numbers; strings go in as they are. */
  locale?: string,
): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = values[name];
    if (value === undefined) return slot;
    return typeof value === 'number' ? new Intl.NumberFormat(locale).format(value) : value;
  });
}
