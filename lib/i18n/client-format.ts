// What a client leaf does with the strings its server component formatted: counts and values
// known only in the browser go into `{name}` slots and `#`. No translation runtime.

/** A message with a count, by the locale's plural category; `#` stands for the count. */
export type CountForms = Partial<Record<Intl.LDMLPluralRule, string>>;

/** The form for `count` (Intl.PluralRules), the count formatted in. */
export function formatCount(forms: CountForms, count: number, locale: string): string {
  const form = forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '';
  return form.replace('#', new Intl.NumberFormat(locale).format(count));
}

/** `template` with each `{name}` slot filled, as the catalogue prints a plain argument. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const value = values[name];
    return value === undefined ? slot : String(value);
  });
}
