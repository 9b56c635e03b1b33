// Chat assistant input rules of product.md §5, and our upper bounds (input-bounds.rules.ts).
import { CHAT_ABOUT_ME_MIN_EXCLUSIVE, CHAT_ROLE_MIN_EXCLUSIVE } from './constants';
import { ABOUT_ME_TOO_LONG, HIRING_MANAGER_NAME_TOO_LONG, JOB_ROLE_TOO_LONG, TEXT_LIMITS } from './input-bounds.rules';
import { ABOUT_ME_TOO_SHORT, ROLE_TOO_SHORT } from './messages';

/** Empty or whitespace-only input is not sent. */
export function isSendableChatInput(text: string | null | undefined): boolean {
  return Boolean(text && text.trim());
}

/** About-me text must be longer than 20 characters (after trimming), and at most TEXT_LIMITS.aboutMe. */
export function validateAboutMe(text: string | null | undefined): string | null {
  const length = (text ?? '').trim().length;
  if (length <= CHAT_ABOUT_ME_MIN_EXCLUSIVE) return ABOUT_ME_TOO_SHORT;
  return length > TEXT_LIMITS.aboutMe ? ABOUT_ME_TOO_LONG : null;
}

/** Role (and company) text must be longer than 5 characters (after trimming), and at most TEXT_LIMITS.jobRole. */
export function validateRole(text: string | null | undefined): string | null {
  const length = (text ?? '').trim().length;
  if (length <= CHAT_ROLE_MIN_EXCLUSIVE) return ROLE_TOO_SHORT;
  return length > TEXT_LIMITS.jobRole ? JOB_ROLE_TOO_LONG : null;
}

/** The name a draft is addressed to may be empty (the chat falls back to a greeting), but not over its bound. */
export function validateHiringManagerName(text: string | null | undefined): string | null {
  return (text ?? '').length > TEXT_LIMITS.hiringManagerName ? HIRING_MANAGER_NAME_TOO_LONG : null;
}
