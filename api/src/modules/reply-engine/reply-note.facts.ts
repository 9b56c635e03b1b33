// The role and company a note after a reply names (product.md §11), read from what the sequence already said: its
// first email ("I recently applied for the Platform Engineer role at Acme", as the template writer and most people
// write it), else the company from the contact's address (a company domain, never free mail). Null when unknown: the
// note then says "the role" and leaves the company out.
import { emailDomainOf, isFreeMailDomain } from 'contracts';
import { parseJobRole } from './job-role.parser';

export interface NoteFacts {
  role: string | null;
  company: string | null;
}

const APPLIED = /\b(?:applied|applying|application) (?:for|to) (?:the )?/i;
const ROLE_NOUN = / (?:role|position|opening|job)\b/i;
const CLAUSE_END = / (?:and|because|so|which) /i;

/** 'I recently applied for the Platform Engineer role at Acme Robotics and ...' -> role and company; linear scans. */
function appliedFor(body: string): { role: string | null; company: string | null } {
  const flat = body.replace(/\s+/g, ' ');
  const lead = APPLIED.exec(flat);
  if (!lead) return { role: null, company: null };
  const rest = flat.slice(lead.index + lead[0].length);
  const sentence = rest.slice(0, rest.search(/[.,;!?]/) >= 0 ? rest.search(/[.,;!?]/) : rest.length);
  const noun = ROLE_NOUN.exec(sentence);
  if (!noun || noun.index < 2 || noun.index > 90) return { role: null, company: null };
  const role = sentence.slice(0, noun.index).trim();
  const after = sentence.slice(noun.index + noun[0].length);
  if (!after.toLowerCase().startsWith(' at ')) return { role, company: null };
  const named = after.slice(4);
  const stop = named.search(CLAUSE_END);
  const company = (stop >= 0 ? named.slice(0, stop) : named).trim();
  return { role, company: company.length >= 2 && company.length <= 60 ? company : null };
}

/** 'mail.acme-robotics.co.uk' -> 'Acme Robotics'; free mail and addresses without a domain -> null. */
export function companyFromAddress(address: string | null | undefined): string | null {
  const domain = address ? emailDomainOf(address) : null;
  if (!domain || isFreeMailDomain(domain)) return null;
  const labels = domain.split('.');
  // The label before the public suffix: 'acme.com' -> 'acme', 'acme.co.uk' -> 'acme'.
  const suffixLength = labels.length >= 3 && labels[labels.length - 2]!.length <= 3 ? 2 : 1;
  const name = labels[labels.length - 1 - suffixLength];
  if (!name) return null;
  return name
    .split(/[-_]/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

export function noteFactsFrom(input: { firstSubject: string; firstBody: string; contactEmail: string | null }): NoteFacts {
  const said = appliedFor(input.firstBody);
  let role = said.role;
  let company = said.company;
  if (!role && input.firstSubject.trim()) {
    // 'Platform Engineer at Acme' style subjects.
    const parsed = parseJobRole(input.firstSubject.replace(/^(?:re|fwd?):\s*/i, ''));
    if (parsed.company) {
      role = parsed.role;
      company = company ?? parsed.company;
    }
  }
  if (role && /^(open|a|an|this)$/i.test(role)) role = null;
  return { role, company: company ?? companyFromAddress(input.contactEmail) };
}
