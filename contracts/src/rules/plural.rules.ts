// Counts in copy: '1 contact', '2 contacts', '0 contacts' (English plural rules through Intl, so 'one' is the only
// singular; irregular plurals are passed in). Made on first use: building Intl rules costs every page's start a few
// milliseconds (a phone's CPU), and most pages never count anything.
let rules: Intl.PluralRules | undefined;

/** `n` and the noun in the form that agrees with it: countOf(1, 'contact') -> '1 contact'. */
export function countOf(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${(rules ??= new Intl.PluralRules('en-US')).select(n) === 'one' ? singular : plural}`;
}
