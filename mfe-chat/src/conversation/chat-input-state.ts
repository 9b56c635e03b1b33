// Whether the chat takes typed text right now (product.md §5: blank input is not sent, the input is blocked while the
// assistant works, and disabled while drafting and once the sequence shows) and what the box suggests typing.
import { CHAT_CONVERSATION_LIMITS, JOB_POSTING_BOUNDS, TEXT_LIMITS } from 'contracts';
import type { ChatState } from './chat.types';

/** open: typing and sending; blocked: read-only while the assistant works; closed: disabled. */
export type InputMode = 'open' | 'blocked' | 'closed';

export interface InputConditions {
  ready: boolean;
  working: boolean;
  typing: boolean;
  quotaExhausted: boolean;
  quotaPending: boolean;
  /** The page shows a campaign from the URL instead of this conversation. */
  campaignView: boolean;
}

export function inputModeFor(state: ChatState, conditions: InputConditions): InputMode {
  const { step, context } = state;
  if (!conditions.ready || conditions.campaignView || step === 3) return 'closed';
  if (step === 4 && context.awaiting !== 'contact-email') return 'closed';
  if (step === 0 && conditions.quotaExhausted) return 'closed';
  const waiting = conditions.working || conditions.typing || (step === 0 && conditions.quotaPending);
  return waiting ? 'blocked' : 'open';
}

export function placeholderFor({ step, context }: ChatState): string {
  if (step === 0) {
    if (context.awaiting === 'name') return "Type the hiring manager's name";
    if (context.lookupFailed) return 'Type their email address, or paste another LinkedIn URL';
    return 'Paste a LinkedIn profile URL, e.g. https://www.linkedin.com/in/jane-doe';
  }
  if (step === 1) return 'Tell me about yourself, or upload your resume';
  if (step === 2) return 'Role and company, e.g. Senior Frontend Engineer at Acme';
  if (step === 3) return 'Drafting your emails...';
  return context.awaiting === 'contact-email' ? "Type the contact's email address" : 'Edit your emails above';
}

/** The most the box takes at this step: the bound of what the answer becomes (the api refuses longer). */
export function maxLengthFor({ step, context }: ChatState): number {
  if (step === 0) {
    if (context.awaiting === 'name') return TEXT_LIMITS.hiringManagerName;
    return Math.max(TEXT_LIMITS.linkedInUrl, TEXT_LIMITS.emailAddress, JOB_POSTING_BOUNDS.url);
  }
  if (step === 1) return TEXT_LIMITS.aboutMe;
  // The role and company, or a job posting URL pasted instead (longer: the role's bound is checked when it is sent).
  if (step === 2) return Math.max(TEXT_LIMITS.jobRole, JOB_POSTING_BOUNDS.url);
  if (context.awaiting === 'contact-email') return TEXT_LIMITS.emailAddress;
  return CHAT_CONVERSATION_LIMITS.contentMaxChars;
}
