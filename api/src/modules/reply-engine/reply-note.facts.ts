// The role and company a note after a reply names (product.md §11). The role is read from what the sequence already
// said: its first email ("I recently applied for the Platform Engineer role at Acme", as the template writer and most
// people write it), else its subject. The company is never read out of that text by its place in a sentence ('...
// at Mercari last week' named "Mercari last week"): it is the organisation of the contact's address (a company
// domain, never free mail), cased as the user typed it in the sequence ('SmartHR'), else a known casing, else
// capitalised (contracts' company-name.rules). Null when unknown: the note then says "the role" and "the team".
import { companyNameFromEmail } from 'contracts';
import { parseJobRole } from './job-role.parser';

export interface NoteFacts {
  role: string | null;
  company: string | null;
}

const APPLIED = /\b(?:applied|applying|application) (?:for|to) (?:the )?/i;
const ROLE_NOUN = / (?:role|position|opening|job)\b/i;

/** 'I recently applied for the Platform Engineer role at Acme Robotics and ...' -> 'Platform Engineer'; linear scans. */
function appliedForRole(body: string): string | null {
  const flat = body.replace(/\s+/g, ' ');
  const lead = APPLIED.exec(flat);
  if (!lead) return null;
  const rest = flat.slice(lead.index + lead[0].length);
  const end = rest.search(/[.,;!?]/);
  const sentence = end >= 0 ? rest.slice(0, end) : rest;
  const noun = ROLE_NOUN.exec(sentence);
  if (!noun || noun.index < 2 || noun.index > 90) return null;
  return sentence.slice(0, noun.index).trim();
}

/** 'jane@acme-robotics.com' -> 'Acme Robotics'; free mail and addresses without a domain -> null. */
export function companyFromAddress(
  address: string | null | undefined,
  typedTexts: ReadonlyArray<string | null | undefined> = [],
): string | null {
  return companyNameFromEmail(address, typedTexts);
}

export function noteFactsFrom(input: { firstSubject: string; firstBody: string; contactEmail: string | null }): NoteFacts {
  let role = appliedForRole(input.firstBody);
  if (!role && input.firstSubject.trim()) {
    // 'Platform Engineer at Acme' style subjects.
    const parsed = parseJobRole(input.firstSubject.replace(/^(?:re|fwd?):\s*/i, ''));
    if (parsed.company) role = parsed.role;
  }
  if (role && /^(open|a|an|this)$/i.test(role)) role = null;
  return { role, company: companyFromAddress(input.contactEmail, [input.firstSubject, input.firstBody]) };
}
