// 'Dana Lee at Acme': the company is named from the contact's email domain (acme.com -> Acme), with the company's own
// casing: as the user typed it in the sequence's own text (`texts`: its subject and body), else a known casing
// (smarthr.co.jp -> SmartHR), else capitalised (contracts' company-name.rules). Free mail (the list in contracts,
// shared with reply detection) and reserved test domains say nothing about an employer: no company.
import { companyNameFromEmail } from 'contracts';

export function companyFromEmail(
  email: string | null | undefined,
  texts: ReadonlyArray<string | null | undefined> = [],
): string | null {
  return companyNameFromEmail(email, texts);
}

/** 'Dana Lee', or 'Dana' without a last name. */
export function contactDisplayName(firstName: string, lastName: string | null | undefined): string {
  return [firstName, lastName]
    .filter((part) => part && part.trim())
    .join(' ')
    .trim();
}
