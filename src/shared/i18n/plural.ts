/** A word's forms by CLDR plural category; `other` is the fallback for a category a language's forms leave out. */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rules = new Map<string, Intl.PluralRules>();

/**
 * The form of a word for `count` in `language`, by Intl.PluralRules (CLDR): French takes the singular for 0 and 1,
 * English only for 1. The one plural rule for the catalogues, instead of hand-written `count === 1` branches.
 */
export function plural(language: string, count: number, forms: PluralForms): string {
  let rule = rules.get(language);
  if (!rule) rules.set(language, (rule = new Intl.PluralRules(language)));
  return forms[rule.select(count)] ?? forms.other;
}
