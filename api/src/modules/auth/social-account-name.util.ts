import { NAME_MAX_LENGTH, validateDisplayName } from 'contracts';

/**
 * A new account's name from a sign-in provider: the provider's profile name when it passes our display-name rule (a
 * profile name is chosen by whoever made the account, and reaches inboxes in our emails), else the address's local
 * part as words ('ada.lovelace' -> 'ada lovelace'), else `fallback` (Settings can change it).
 */
export function socialAccountName(profileName: string | undefined, email: string, fallback: string): string {
  const localPart = (email.split('@')[0] ?? '')
    .replace(/[._+\-\s]+/g, ' ')
    .trim()
    .slice(0, NAME_MAX_LENGTH);
  const candidates = [profileName?.trim() ?? '', localPart];
  return candidates.find((name) => validateDisplayName(name) === null) ?? fallback;
}
