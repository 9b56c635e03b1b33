// The pages behind a reply alert's one-click outcome links: a confirmation with ONE button (a GET never acts: mail
// scanners fetch links), the result, and the refusals. Same look and rules as the heads-up pages.
import {
  REPLY_OUTCOME_EFFECTS,
  REPLY_OUTCOME_LABELS,
  REPLY_OUTCOME_LINK_EXPIRED,
  REPLY_OUTCOME_LINK_INVALID,
  REPLY_OUTCOME_LINK_USED,
  replyCorrectionChoices,
  replyCorrectionConfirmed,
  replyCorrectionRead,
  replyCorrectionTitle,
  replyOutcomeAlreadySet,
  replyOutcomeChangeButton,
  replyOutcomeChangeQuestion,
  replyOutcomeLinkDone,
  replyOutcomeSaved,
  type ReplyOutcome,
} from 'contracts';
import { escapeHtml } from '../mailer';
import { page, paragraph } from './sequence-action-page.template';
import type { ReplyOutcomeLinkView } from './reply-outcome-link.service';
import { REPLY_OUTCOME_PATH } from './reply-outcome-token.service';
import { REPLY_CORRECTION_PATH } from './reply-correction-token.service';

const contactLink = (appOrigin: string, campaignId?: number) =>
  `<p><a href="${escapeHtml(`${appOrigin}/dashboard/campaigns${campaignId ? `/${campaignId}` : ''}`)}">Open the sequence in the app</a></p>`;

/** One button that POSTs the token (and the page's other fields): the only way a link acts. */
function postForm(action: string, fields: Record<string, string | null | undefined>, button: string): string {
  const hidden = Object.entries(fields)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`)
    .join('');
  return `<form method="post" action="${action}">${hidden}<button type="submit">${escapeHtml(button)}</button></form>`;
}

/** Where a link's POST goes: an outcome link's own path, or the correction page's with the picked outcome. */
export interface OutcomeLinkForm {
  token: string;
  /** Set for the correction link: its token names no outcome, the form does. */
  picked?: ReplyOutcome;
}

const formTarget = (form: OutcomeLinkForm) =>
  form.picked
    ? { action: REPLY_CORRECTION_PATH, fields: { token: form.token, outcome: form.picked } }
    : { action: REPLY_OUTCOME_PATH, fields: { token: form.token } };

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
      postForm(REPLY_OUTCOME_PATH, { token: input.token }, `Confirm: ${label}`) +
      contactLink(input.appOrigin, input.view.campaignId),
  );
}

/** The user confirmed another outcome: ask, and name it in the form so that only this page's button replaces it. */
export function outcomeChangePage(input: {
  outcome: ReplyOutcome;
  form: OutcomeLinkForm;
  view: ReplyOutcomeLinkView;
  appOrigin: string;
}): string {
  const confirmed = input.view.confirmed!;
  const title = replyOutcomeChangeQuestion(confirmed, input.outcome);
  const { action, fields } = formTarget(input.form);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>` +
      paragraph(REPLY_OUTCOME_EFFECTS[input.outcome]) +
      postForm(action, { ...fields, replace: confirmed }, replyOutcomeChangeButton(input.outcome)) +
      contactLink(input.appOrigin, input.view.campaignId),
  );
}

/** The link names the outcome the user confirmed already: says so, changes nothing. */
export function outcomeSamePage(input: { outcome: ReplyOutcome; view: ReplyOutcomeLinkView; appOrigin: string }): string {
  const title = replyOutcomeAlreadySet(input.outcome);
  return page(title, `<h1>${escapeHtml(title)}</h1>${contactLink(input.appOrigin, input.view.campaignId)}`);
}

/** 'That's not right': what the reply was read as, and one button per other outcome. */
export function correctionPage(input: { token: string; view: ReplyOutcomeLinkView; appOrigin: string }): string {
  const { view } = input;
  const title = replyCorrectionTitle(view.contactFirstName);
  const choices = replyCorrectionChoices(view.detected, view.confirmed);
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>` +
      paragraph(replyCorrectionRead(view.detected)) +
      (view.confirmed ? paragraph(replyCorrectionConfirmed(view.confirmed)) : '') +
      choices
        .map((outcome) =>
          postForm(
            REPLY_CORRECTION_PATH,
            { token: input.token, outcome, replace: view.confirmed },
            REPLY_OUTCOME_LABELS[outcome],
          ),
        )
        .join('') +
      contactLink(input.appOrigin, view.campaignId),
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
