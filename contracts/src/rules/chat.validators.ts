// Chat assistant input rules of spec §5.
import { CHAT_ABOUT_ME_MIN_EXCLUSIVE, CHAT_ROLE_MIN_EXCLUSIVE } from './constants';
import { ABOUT_ME_TOO_SHORT, ROLE_TOO_SHORT } from './messages';

/** Empty or whitespace-only input is not sent. */
export function isSendableChatInput(text: string | null | undefined): boolean {
  return Boolean(text && text.trim());
}

/** About-me text must be longer than 20 characters (after trimming). */
export function validateAboutMe(text: string | null | undefined): string | null {
  return (text ?? '').trim().length > CHAT_ABOUT_ME_MIN_EXCLUSIVE ? null : ABOUT_ME_TOO_SHORT;
}

/** Role (and company) text must be longer than 5 characters (after trimming). */
export function validateRole(text: string | null | undefined): string | null {
  return (text ?? '').trim().length > CHAT_ROLE_MIN_EXCLUSIVE ? null : ROLE_TOO_SHORT;
}
