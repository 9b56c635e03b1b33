// The Reply Engine chat (product.md §2 /dashboard/chats, §4 chat steps, generation flow, after sending) against the real
// api, the template email writer and the devstack stand-ins: a LinkedIn URL is looked up, the user says who they
// are (text or a PDF resume) and which role, the three drafted emails are edited and sent, and the first one leaves
// through the devstack Gmail. Also the Gmail consent round trip from the chat, and the conversation kept on reload.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  ASK_ABOUT_ME,
  ASK_ROLE,
  CHAT_EMPTY_HEADLINE,
  CHAT_EMPTY_PROMPT,
  CONNECT_GMAIL,
  FINDING_DETAILS,
  GMAIL_SEND_SCOPE,
  INVALID_LINKEDIN_PROFILE_URL,
  JOB_EMAILS_GENERATED,
  NEW_CONVERSATION,
  ONE_MORE_STEP_TITLE,
  REJECTION_MARK,
  REPLY_ENGINE_TAGLINE,
  REPLY_ENGINE_TITLE,
  REVIEW_DRAFTS,
  SEND_SEQUENCE_NOW,
  SEQUENCE_SCHEDULED_LABEL,
  UPLOADING_RESUME,
  YOUR_NAME_DISPLAY,
  detailsFound,
  resumeReceived,
  sequenceScheduledReply,
  zonePlaceName,
  mailAccessRequired,
  mailOneMoreStep,
} from 'contracts';
import { registerNewAccount, uniqueEmail } from '../support/accounts';
import {
  annotateSendingPlan,
  chatMessage,
  chatSendingPlan,
  conversation,
  literally,
  messageBox,
  minutesFromNow,
  savedAtStep,
  sendChatMessage,
  textPdf,
  transcript,
  watchForMovement,
} from '../support/chat';
import { gmailSentTo, waitForGmailSentTo } from '../support/devstack-gmail';
import { addFinderProfile, authorizeGmail } from '../support/sequences';

// The chat's campaign takes the browser's timezone (the recipients' example.com names no country) and excludes
// weekends: the browser runs in a zone whose weekday working hours are open now when there is one (then the first
// email goes out at once).
const plan = chatSendingPlan();
test.use({ timezoneId: plan.zone.value });
test.describe.configure({ timeout: 180_000 });

const SEQUENCE_TITLE = 'Your follow-up sequence';
const UPLOAD_RESUME = 'Upload resume (PDF, DOC or DOCX, up to 5MB)';

interface Recruiter {
  name: string;
  firstName: string;
  email: string;
  linkedInUrl: string;
}

/** A recruiter of our own in the devstack email finder, so each test writes to its own recipient. */
async function newRecruiter(request: APIRequestContext, firstName: string): Promise<Recruiter> {
  const name = `${firstName} Recruiter`;
  const email = uniqueEmail(`chat-${firstName.toLowerCase()}`);
  const slug = `${firstName.toLowerCase()}-recruiter-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
  const linkedInUrl = await addFinderProfile(request, slug, email, name);
  return { name, firstName, email, linkedInUrl };
}

async function openChat(page: Page): Promise<void> {
  await page.goto('/dashboard/chats');
  await expect(page.getByRole('heading', { level: 1, name: REPLY_ENGINE_TITLE })).toBeVisible();
  await expect(page.getByText(REPLY_ENGINE_TAGLINE)).toBeVisible();
}

/** Step 0: the LinkedIn URL is looked up ('Finding details...', then the name and email found), then step 1 asks. */
async function lookUpRecruiter(page: Page, recruiter: Recruiter): Promise<void> {
  await sendChatMessage(page, recruiter.linkedInUrl);
  await expect(chatMessage(page, FINDING_DETAILS)).toBeVisible();
  await expect(chatMessage(page, detailsFound(recruiter.name, recruiter.email))).toBeVisible();
  await expect(chatMessage(page, ASK_ABOUT_ME)).toBeVisible();
  // Step 1 offers the resume upload next to the box.
  await expect(page.getByRole('button', { name: UPLOAD_RESUME })).toBeVisible();
}

/**
 * Step 2: the role and company; the drafts come back as the editable block of three emails (step 4). `role` null:
 * the role was sent already.
 */
async function draftForRole(page: Page, recruiter: Recruiter, role: string | null) {
  if (role !== null) await sendChatMessage(page, role);
  await expect(chatMessage(page, `${JOB_EMAILS_GENERATED} ${REVIEW_DRAFTS}`)).toBeVisible({ timeout: 30_000 });
  const sequence = page.getByRole('region', { name: SEQUENCE_TITLE });
  await expect(sequence).toBeVisible();
  await expect(sequence.getByText(`To: ${recruiter.name} · ${recruiter.email}`)).toBeVisible();
  const emails = [1, 2, 3].map((position) => sequence.getByRole('region', { name: `Email ${position}` }));
  // Shown as sent: the recruiter's first name written in, never braces or '[Your Name]'.
  for (const email of emails) {
    await expect(email.getByLabel('Subject')).not.toHaveValue('');
    await expect(email.getByLabel('Body')).not.toHaveValue(/\{\{|\}\}|\[Your Name\]/);
  }
  await expect(emails[0]!.getByLabel('Body')).toHaveValue(literally(`${recruiter.firstName},`));
  // The sequence is edited in the block; the box takes no more text.
  await expect(messageBox(page)).toBeDisabled();
  return { sequence, emails };
}

/** The first email's subject and body as the block shows them (the names written in, as they will be sent). */
async function firstEmailAsShown(page: Page): Promise<{ subject: string; body: string }> {
  const first = page.getByRole('region', { name: SEQUENCE_TITLE }).getByRole('region', { name: 'Email 1' });
  return { subject: await first.getByLabel('Subject').inputValue(), body: await first.getByLabel('Body').inputValue() };
}

/**
 * After 'Send Sequence Now' (or the Gmail round trip): 'Sequence Scheduled' (disabled) with the first send time,
 * and the first email in the devstack Gmail with the placeholders filled in, or, outside every chat zone's weekday
 * window, the next opening shown and nothing in Gmail yet.
 */
async function expectScheduledAndSent(
  page: Page,
  request: APIRequestContext,
  expected: { recruiter: Recruiter; senderName: string; subject: string; shownBody: string },
): Promise<void> {
  await expect(page.getByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toBeDisabled({ timeout: 30_000 });
  await expect(page.getByRole('button', { name: SEND_SEQUENCE_NOW })).toHaveCount(0);
  const firstSend = page.getByText(/^First email: /);
  await expect(firstSend).toBeVisible();
  const when = (await firstSend.textContent())!.replace(/^First email: /, '');
  await expect(chatMessage(page, sequenceScheduledReply(when))).toBeVisible();
  // Scheduled emails are read-only.
  await expect(page.getByRole('region', { name: 'Email 1' }).getByLabel('Subject')).toBeDisabled();

  if (plan.branch === 'window-open') {
    // Due now, in the browser's own zone (one clock): 'now, Mon 10:05 AM in New York'.
    const place = zonePlaceName(plan.zone.value);
    const match = new RegExp(`^now, ${plan.today} (\\d{1,2}:\\d{2} [AP]M) in ${place}$`).exec(when);
    expect(match, `first send time '${when}' is today in ${plan.zone.value}`).not.toBeNull();
    expect(minutesFromNow(match![1]!, plan.zone.value)).toBeLessThanOrEqual(5);

    const [sent] = await waitForGmailSentTo(request, expected.recruiter.email);
    expect(sent!.subject).toBe(expected.subject);
    const text = sent!.text.replace(/\r\n/g, '\n');
    // What the block showed is what was sent.
    expect(text).toContain(expected.shownBody.trim());
    expect(text).toContain(`${expected.recruiter.firstName},`);
    expect(text).toContain(expected.senderName);
    expect(text).not.toContain('{{');
    expect(text).not.toContain(YOUR_NAME_DISPLAY);
  } else {
    expect(when).toBe(plan.nextOpening);
    // Nothing goes out before the window opens.
    await page.waitForTimeout(5_000);
    expect(await gmailSentTo(request, expected.recruiter.email)).toEqual([]);
  }
}

test('LinkedIn URL, about me, role: edit the drafted emails, send, and the first email arrives in Gmail', async ({
  page,
  request,
}, testInfo) => {
  annotateSendingPlan(testInfo, plan);
  const recruiter = await newRecruiter(request, 'Taylor');
  await registerNewAccount(page, 'Jamie Applicant', uniqueEmail('chat-seeker'), 'chat-password-1');
  await authorizeGmail(page);

  await openChat(page);
  await expect(page.getByText(CHAT_EMPTY_HEADLINE)).toBeVisible();
  await expect(page.getByText(CHAT_EMPTY_PROMPT)).toBeVisible();
  await lookUpRecruiter(page, recruiter);

  await sendChatMessage(page, 'Backend engineer who builds reliable payment systems and mentors junior developers.');
  await expect(chatMessage(page, ASK_ROLE)).toBeVisible();
  await expect(page.getByRole('button', { name: UPLOAD_RESUME })).toHaveCount(0);

  const { emails } = await draftForRole(page, recruiter, 'Platform Engineer at Acme');
  await expect(emails[0]!.getByLabel('Subject')).toHaveValue(/Platform Engineer/);

  // The user rewrites the first subject before sending.
  const subject = `Jamie on the Platform Engineer role ${Date.now()}`;
  await emails[0]!.getByLabel('Subject').fill(subject);
  await expect(emails[0]!.getByLabel('Subject')).toHaveValue(subject);
  const shown = await firstEmailAsShown(page);

  await page.getByRole('button', { name: SEND_SEQUENCE_NOW }).click();
  await expectScheduledAndSent(page, request, { recruiter, senderName: 'Jamie Applicant', subject, shownBody: shown.body });
});

test('a PDF resume through the paperclip instead of about me: the drafts use it, and the sequence is sent', async ({
  page,
  request,
}, testInfo) => {
  annotateSendingPlan(testInfo, plan);
  const recruiter = await newRecruiter(request, 'Riley');
  await registerNewAccount(page, 'Morgan Resume', uniqueEmail('chat-resume'), 'chat-password-2');
  await authorizeGmail(page);
  await openChat(page);
  await lookUpRecruiter(page, recruiter);

  const resume = textPdf('morgan-resume.pdf', [
    'Morgan Resume - Site Reliability Engineer',
    'Site reliability engineer with 8+ years of experience running cloud platforms.',
    'Skills: Kubernetes, Terraform, Python.',
    'Moved the payments platform to Kubernetes and cut deployment time by 40%.',
  ]);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: UPLOAD_RESUME }).click();
  await (await chooser).setFiles(resume);

  await expect(chatMessage(page, `📎 ${resume.name}`)).toBeVisible();
  await expect(chatMessage(page, UPLOADING_RESUME)).toBeVisible();
  await expect(chatMessage(page, `${resumeReceived(resume.name)} ${ASK_ROLE}`)).toBeVisible();
  await expect(page.getByRole('button', { name: UPLOAD_RESUME })).toHaveCount(0);

  // 'Send Sequence Now' is clicked the moment it can be, while the assistant's sentence above it still types out: it
  // must not move (the reply holds its final size from the start), so the first click counts.
  const moved = await watchForMovement(page, SEND_SEQUENCE_NOW);
  await sendChatMessage(page, 'Site Reliability Engineer at Globex');
  await page.getByRole('button', { name: SEND_SEQUENCE_NOW }).click();
  expect(await moved()).toBeLessThanOrEqual(1);
  const { emails } = await draftForRole(page, recruiter, null);
  // The facts come from the resume only (no about-me text was given).
  await expect(emails[0]!.getByLabel('Body')).toHaveValue(/8\+ years of experience/);
  const bodies = await Promise.all(emails.map((email) => email.getByLabel('Body').inputValue()));
  expect(bodies.join('\n')).toContain('cut deployment time by 40%');
  const shown = await firstEmailAsShown(page);

  await expectScheduledAndSent(page, request, {
    recruiter,
    senderName: 'Morgan Resume',
    subject: shown.subject,
    shownBody: shown.body,
  });
});

test("without Gmail: 'One More Step!', Google's consent, back with autoCreate, redirected once to sequenceApproved", async ({
  page,
  request,
}, testInfo) => {
  annotateSendingPlan(testInfo, plan);
  const recruiter = await newRecruiter(request, 'Avery');
  await registerNewAccount(page, 'Quinn Nogmail', uniqueEmail('chat-nogmail'), 'chat-password-3');
  await openChat(page);
  await lookUpRecruiter(page, recruiter);
  await sendChatMessage(page, 'Data engineer with a love for clean pipelines and well-tested code.');
  await expect(chatMessage(page, ASK_ROLE)).toBeVisible();
  await draftForRole(page, recruiter, 'Data Engineer at Initech');
  const shown = await firstEmailAsShown(page);

  await page.getByRole('button', { name: SEND_SEQUENCE_NOW }).click();
  // A new account has no mailbox yet: the chat speaks of "your mailbox" and offers Gmail and Outlook.
  await expect(chatMessage(page, mailOneMoreStep(null))).toBeVisible();
  const card = page.getByRole('region', { name: ONE_MORE_STEP_TITLE });
  await expect(card).toBeVisible();
  await expect(card.getByText(mailAccessRequired(null))).toBeVisible();
  await expect(page.getByRole('button', { name: SEQUENCE_SCHEDULED_LABEL })).toHaveCount(0);

  // Every address the tab shows from here on, client-side navigations included.
  const visited: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) visited.push(frame.url());
  });
  await card.getByRole('button', { name: CONNECT_GMAIL }).click();
  await expect(page.getByRole('heading', { name: 'Choose an account' })).toBeVisible();
  // The requested scopes (the consent page also names each one beside its granular-consent checkbox).
  await expect(page.locator('ul.scopes').getByText(GMAIL_SEND_SCOPE)).toBeAttached();
  await page.getByRole('link', { name: /Test User/ }).click();

  await expect(page).toHaveURL(/\/dashboard\/chats\?campaignId=\d+&sequenceApproved=true$/, { timeout: 30_000 });
  const campaignId = /campaignId=(\d+)/.exec(page.url())![1];
  await expectScheduledAndSent(page, request, {
    recruiter,
    senderName: 'Quinn Nogmail',
    subject: shown.subject,
    shownBody: shown.body,
  });
  await expect(page.getByRole('region', { name: ONE_MORE_STEP_TITLE })).toHaveCount(0);
  await expect(page.getByRole('button', { name: CONNECT_GMAIL })).toHaveCount(0);

  // Google came back to the chat with autoCreate, and the chat moved on to sequenceApproved exactly once.
  await page.waitForTimeout(1_500);
  const path = (url: string) => new URL(url).pathname + new URL(url).search;
  const onChat = visited.map(path).filter((url) => url.startsWith('/dashboard/chats'));
  expect(onChat[0]).toBe(`/dashboard/chats?campaignId=${campaignId}&autoCreate=true`);
  expect(onChat.filter((url) => url.includes('sequenceApproved=true'))).toEqual([
    `/dashboard/chats?campaignId=${campaignId}&sequenceApproved=true`,
  ]);
  expect(path(page.url())).toBe(`/dashboard/chats?campaignId=${campaignId}&sequenceApproved=true`);
});

test("an invalid URL stays on step 0; a reload keeps the conversation and its step; 'New conversation' starts over", async ({
  page,
  request,
}) => {
  const recruiter = await newRecruiter(request, 'Jordan');
  await registerNewAccount(page, 'Robin Reload', uniqueEmail('chat-reload'), 'chat-password-4');
  await openChat(page);

  // An invalid LinkedIn URL (a company page, not a person's): the ✗ reply, and the chat still waits for a LinkedIn URL
  // (no resume upload, the next message is looked up). Any other site's URL is read as a job posting now.
  await sendChatMessage(page, 'https://www.linkedin.com/company/umbrella');
  await expect(chatMessage(page, `${REJECTION_MARK} ${INVALID_LINKEDIN_PROFILE_URL}`)).toBeVisible();
  await expect(page.getByRole('button', { name: UPLOAD_RESUME })).toHaveCount(0);
  await expect(messageBox(page)).toBeEnabled();
  await lookUpRecruiter(page, recruiter);

  const savedAtRole = savedAtStep(page, 2);
  await sendChatMessage(page, 'Product designer focused on accessible, data-informed interfaces.');
  await expect(chatMessage(page, ASK_ROLE)).toBeVisible();
  await savedAtRole;
  const before = await transcript(page);
  expect(before).toHaveLength(8);

  await page.reload();
  await expect(chatMessage(page, ASK_ROLE)).toBeVisible();
  expect(await transcript(page)).toEqual(before);
  await expect(page.getByText(CHAT_EMPTY_HEADLINE)).toHaveCount(0);
  // Still step 2: no resume upload, and the next message is taken as the role (the drafts use the found contact).
  await expect(page.getByRole('button', { name: UPLOAD_RESUME })).toHaveCount(0);
  const savedWithDrafts = savedAtStep(page, 4);
  const { emails } = await draftForRole(page, recruiter, 'Product Designer at Umbrella');
  await savedWithDrafts;
  const subject = await emails[0]!.getByLabel('Subject').inputValue();

  // The drafted block survives a reload too, right after the reply that introduced it.
  await page.reload();
  await expect(chatMessage(page, `${JOB_EMAILS_GENERATED} ${REVIEW_DRAFTS}`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Email 1' }).getByLabel('Subject')).toHaveValue(subject);
  await expect(page.getByRole('button', { name: SEND_SEQUENCE_NOW })).toBeEnabled();

  // 'New conversation' asks first, then clears the chat, here and on the server.
  await page.getByRole('button', { name: NEW_CONVERSATION }).click();
  await page.getByRole('button', { name: 'Start over' }).click();
  await expect(page.getByText(CHAT_EMPTY_HEADLINE)).toBeVisible();
  await expect(conversation(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: SEQUENCE_TITLE })).toHaveCount(0);
  await expect(page.getByRole('button', { name: NEW_CONVERSATION })).toHaveCount(0);
  await expect(messageBox(page)).toBeEnabled();

  await page.reload();
  await expect(page.getByText(CHAT_EMPTY_HEADLINE)).toBeVisible();
  await expect(conversation(page)).toHaveCount(0);
  // Back at step 0: a LinkedIn URL is looked up again.
  await lookUpRecruiter(page, recruiter);
  expect(await transcript(page)).toHaveLength(4);
});
