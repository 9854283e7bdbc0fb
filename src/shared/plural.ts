// French plurals by the language's own rule (Intl.PluralRules): 0 and 1 take the singular in French,
// so « 1 passage indexé », « 0 passage indexé », « 2 passages indexés » (issue 42).
const rules = new Intl.PluralRules('fr-FR');

/** `count` and the form that agrees with it: countOf(1, 'passage indexé', 'passages indexés'). */
export function countOf(count: number, one: string, other: string): string {
  return `${new Intl.NumberFormat('fr-FR').format(count)} ${rules.select(count) === 'one' ? one : other}`;
}
