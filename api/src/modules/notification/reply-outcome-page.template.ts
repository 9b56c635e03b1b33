// The pages behind a reply alert's one-click outcome links: a confirmation with ONE button (a GET never acts: mail
// scanners fetch links), the result, and the refusals. Same look and rules as the heads-up pages.
import {
  REPLY_OUTCOME_EFFECTS,
  REPLY_OUTCOME_LABELS,
  REPLY_OUTCOME_LINK_EXPIRED,
  REPLY_OUTCOME_LINK_INVALID,
  REPLY_OUTCOME_LINK_USED,
  replyOutcomeLinkDone,
  replyOutcomeSaved,
  type ReplyOutcome,
} from 'contracts';
import { escapeHtml } from '../mailer';
import { page, paragraph } from './sequence-action-page.template';
import type { ReplyOutcomeLinkView } from './reply-outcome-link.service';
import { REPLY_OUTCOME_PATH } from './reply-outcome-token.service';

const contactLink = (appOrigin: string, campaignId?: number) =>
  `<p><a href="${escapeHtml(`${appOrigin}/dashboard/campaigns${campaignId ? `/${campaignId}` : ''}`)}">Open the sequence in the app</a></p>`;

export function outcomeConfirmationPage(input: {
  outcome: ReplyOutcome;
  token: string;
  view: ReplyOutcomeLinkView;
  appOrigin: string;
}): string {
  const label = REPLY_OUTCOME_LABELS[input.outcome];
  const title = `${input.view.contactFirstName}'s reply: ${label}?`;
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>` +
      paragraph(REPLY_OUTCOME_EFFECTS[input.outcome]) +
      `<form method="post" action="${REPLY_OUTCOME_PATH}">` +
      `<input type="hidden" name="token" value="${escapeHtml(input.token)}">` +
      `<button type="submit">${escapeHtml(`Confirm: ${label}`)}</button></form>` +
      contactLink(input.appOrigin, input.view.campaignId),
  );
}

export function outcomeDonePage(input: { outcome: ReplyOutcome; view: ReplyOutcomeLinkView; appOrigin: string }): string {
  const title = replyOutcomeLinkDone(input.outcome);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>${paragraph(replyOutcomeSaved(input.outcome))}${contactLink(input.appOrigin, input.view.campaignId)}`,
  );
}

export function outcomeUsedPage(input: { view: ReplyOutcomeLinkView; appOrigin: string }): string {
  const set = input.view.outcome ? paragraph(`Outcome: ${REPLY_OUTCOME_LABELS[input.view.outcome]}.`) : '';
  return page(
    'Link already used',
    `<h1>Link already used</h1>${paragraph(REPLY_OUTCOME_LINK_USED)}${set}${contactLink(input.appOrigin, input.view.campaignId)}`,
  );
}

export function outcomeRefusedPage(reason: 'invalid' | 'expired', appOrigin: string): string {
  const title = reason === 'expired' ? 'Link expired' : 'Link not valid';
  const text = reason === 'expired' ? REPLY_OUTCOME_LINK_EXPIRED : REPLY_OUTCOME_LINK_INVALID;
  return page(title, `<h1>${title}</h1>${paragraph(text)}${contactLink(appOrigin)}`);
}
