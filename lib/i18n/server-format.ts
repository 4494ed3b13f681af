import type { CountForms } from './client-format';

/** A `{name}` slot left in a server-formatted message, for `fill` on the client. */
export function slot(name: string): string {
  return `{${name}}`;
}

/**
 * A count message for `formatCount`: `format(n)` for the first whole count of each of the
 * locale's plural categories, the count replaced by `#` (its last occurrence: a message may hold
 * other digits before it).
 */
export function countForms(locale: string, format: (count: number) => string): CountForms {
  const rules = new Intl.PluralRules(locale);
  const number = new Intl.NumberFormat(locale);
  // The first whole count of each category: counts are whole, so some categories have none.
  const samples = new Map<Intl.LDMLPluralRule, number>();
  for (let n = 0; n <= 200; n += 1) {
    const category = rules.select(n);
    if (!samples.has(category)) samples.set(category, n);
  }
  const forms: CountForms = {};
  for (const [category, n] of samples) {
    const text = format(n);
    const digits = number.format(n);
    const at = text.lastIndexOf(digits);
    forms[category] = at < 0 ? text : text.slice(0, at) + '#' + text.slice(at + digits.length);
  }
  return forms;
}
