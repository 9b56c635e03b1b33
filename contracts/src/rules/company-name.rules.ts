// How a company is named in drafts, notes and the product's emails (issue 35): as the user typed it, else from the
// recipient's domain with the company's own casing: the casing the user typed for that name in their own text, else
// a known casing, else each word capitalised. Never read out of free text by its position in a sentence, and a name
// the user typed with capitals is never lower-cased ('SmartHR', not 'Smarthr').
import { emailDomainOf } from './recipient.rules';
import { isFreeMailDomain } from './free-mail-domains.rules';

/** Companies whose own casing a domain cannot tell, keyed by the name in lower-case letters and digits only. */
export const KNOWN_COMPANY_CASINGS: ReadonlyMap<string, string> = new Map(
  [
    'SmartHR',
    'eBay',
    'McKinsey',
    'LVMH',
    'N26',
    'Deliveroo',
    'LinkedIn',
    'GitHub',
    'GitLab',
    'PayPal',
    'YouTube',
    'HubSpot',
    'DoorDash',
    'JPMorgan',
    'BlackRock',
    'PwC',
    'KPMG',
    'EY',
    'BCG',
    'IBM',
    'SAP',
    'BMW',
    'BNP Paribas',
    'OpenAI',
    'DeepMind',
    'iCIMS',
    'WeWork',
    'MercadoLibre',
    'Nubank',
    'iFood',
    'TotalEnergies',
    'ByteDance',
    'TikTok',
    'DBS',
    'HSBC',
    'NHS',
    'SoftBank',
    'LINE',
    'freee',
    'Zalando',
    'Flipkart',
    'Infosys',
    'TCS',
    'Paystack',
    'Flutterwave',
    'Andela',
  ].map((name) => [squashed(name), name]),
);

/** RFC 2606 / 6761 names: never a real employer. */
const RESERVED = new Set(['example', 'test', 'invalid', 'localhost']);
/** Second-level labels under which companies register (acme.co.uk, acme.com.au, smarthr.co.jp, acme.com.br). */
const SECOND_LEVEL = new Set(['co', 'com', 'org', 'net', 'ac', 'gov', 'edu', 'ltd', 'plc', 'ne', 'or', 'go', 'gob', 'nic']);
/** Bounds the text searched for a typed casing (a sequence's subject and body are far shorter). */
const MAX_SEARCHED_CHARS = 20_000;
/** A company name the user typed is at most this many words ('Acme Robotics', 'BNP Paribas'). */
const MAX_NAME_WORDS = 4;

/** 'Smart-HR Inc.' -> 'smarthrinc', 'Meliá' -> 'melia': the key a casing is looked up by. */
function squashed(name: string): string {
  // Accents folded first: 'Meliá' is the domain melia.com.
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z\d]/g, '');
}

/** A word without the quotes and hyphens around it, nor a leading dot; by loops (end-anchored patterns are quadratic). */
function trimmedEnds(word: string): string {
  let start = 0;
  let end = word.length;
  while (start < end && ".'’-".includes(word.charAt(start))) start += 1;
  while (end > start && "'’-".includes(word.charAt(end - 1))) end -= 1;
  return word.slice(start, end);
}

const trimmedDots = (text: string) => {
  let end = text.length;
  while (end > 0 && text.charAt(end - 1) === '.') end -= 1;
  return text.slice(0, end);
};

/** 'acme robotics' or the label 'acme-robotics' -> 'Acme Robotics'; a word with a capital keeps its casing. */
function capitalised(name: string, separators = /[\s_-]+/): string {
  return name
    .split(separators)
    .filter(Boolean)
    .map((word) => (word === word.toLowerCase() ? word.charAt(0).toUpperCase() + word.slice(1) : word))
    .join(' ');
}

/** The organisation's label of a domain: 'mail.acme-robotics.co.uk' -> 'acme-robotics'; null for reserved names. */
export function organisationLabelOf(domain: string, keepReserved = false): string | null {
  const labels = domain.trim().toLowerCase().replace(/\.$/, '').split('.').filter(Boolean);
  if (labels.length < 2) return null;
  const tld = labels[labels.length - 1]!;
  const secondLevel = labels[labels.length - 2]!;
  const name = labels.length >= 3 && tld.length === 2 && SECOND_LEVEL.has(secondLevel) ? labels[labels.length - 3]! : secondLevel;
  return !keepReserved && (RESERVED.has(name) || RESERVED.has(tld)) ? null : name;
}

/**
 * The casing the user typed for a company in their own text ('... role at SmartHR' for 'smarthr'): a run of one to
 * four words whose letters and digits are the name's, with at least one capital. Matched by the name, so the text's
 * sentence shape does not matter. Linear: each word starts at most MAX_NAME_WORDS candidate runs.
 */
export function typedCasingOf(name: string, texts: ReadonlyArray<string | null | undefined>): string | null {
  const key = squashed(name);
  if (!key) return null;
  for (const text of texts) {
    if (!text) continue;
    const words = text.slice(0, MAX_SEARCHED_CHARS).split(/[^\p{L}\p{N}&'’.-]+/u);
    for (let start = 0; start < words.length; start += 1) {
      let run = '';
      for (let end = start; end < Math.min(words.length, start + MAX_NAME_WORDS); end += 1) {
        // A dot inside the run stays ('St. Luke'); the run's own end loses it ('... at SmartHR.').
        const word = trimmedEnds(words[end]!);
        if (!word) break;
        run = run ? `${run} ${word}` : word;
        const runKey = squashed(run);
        if (runKey.length > key.length || !key.startsWith(runKey)) break;
        if (runKey === key && run !== run.toLowerCase()) return trimmedDots(run);
      }
    }
  }
  return null;
}

/** A company as the user typed it: kept when it has a capital; typed all lower case, the known casing or capitalised. */
export function typedCompanyName(typed: string): string {
  const name = typed.trim();
  if (name !== name.toLowerCase()) return name;
  return KNOWN_COMPANY_CASINGS.get(squashed(name)) ?? capitalised(name, /\s+/);
}

/** The company a domain names, cased as the user typed it in `texts`, else known, else capitalised; null for reserved. */
export function companyNameFromDomain(
  domain: string,
  texts: ReadonlyArray<string | null | undefined> = [],
  /** Name a reserved test domain too ('initrode.example' -> 'Initrode'), for figures already limited to companies. */
  keepReserved = false,
): string | null {
  const label = organisationLabelOf(domain, keepReserved);
  if (!label) return null;
  return typedCasingOf(label, texts) ?? KNOWN_COMPANY_CASINGS.get(squashed(label)) ?? capitalised(label);
}

/** The company of an address (see companyNameFromDomain); null for free mail, reserved domains and non-addresses. */
export function companyNameFromEmail(
  address: string | null | undefined,
  texts: ReadonlyArray<string | null | undefined> = [],
): string | null {
  const domain = address ? emailDomainOf(address) : null;
  if (!domain || isFreeMailDomain(domain)) return null;
  return companyNameFromDomain(domain, texts);
}
