/**
 * Text for client islands whose numbers change after the page loads (live counts). The browser
 * formats without an ICU parser (next.config.mjs), so the server prepares the words and the
 * island only picks a plural form and fills in numbers. Pure and isomorphic.
 */

/** A plural message as one string per plural category, `{count}` standing for the number. */
export interface PluralText {
  locale: string;
  forms: Partial<Record<Intl.LDMLPluralRule, string>>;
}

const COUNT = '{count}';
/** Numbers tried, in order, until every plural category of the locale has a sample. */
const SAMPLES = [1, 2, 5, 0, 21, 22, 25, 101, 102, 105, 1.5, 0.5];

/**
 * Builds a `PluralText` on the server by formatting the real message once per plural category
 * (`format(2)` → '2 вопроса' → '{count} вопроса').
 */
export function pluralText(locale: string, format: (count: number) => string): PluralText {
  const rules = new Intl.PluralRules(locale);
  const numbers = new Intl.NumberFormat(locale);
  const forms: PluralText['forms'] = {};
  for (const sample of SAMPLES) {
    const category = rules.select(sample);
    if (forms[category] !== undefined) continue;
    forms[category] = format(sample).split(numbers.format(sample)).join(COUNT);
  }
  return { locale, forms };
}

/** '{name}' placeholders replaced by their values; unknown placeholders stay as they are. */
export function fillText(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}

export function formatNumber(locale: string, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(locale, options).format(value);
}

/** The plural form for `count` with the number in it, formatted for the locale. */
export function formatPlural(text: PluralText, count: number): string {
  const category = new Intl.PluralRules(text.locale).select(count);
  const form = text.forms[category] ?? text.forms.other ?? COUNT;
  return fillText(form, { count: formatNumber(text.locale, count) });
}
