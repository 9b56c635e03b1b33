// Step 1 of the Reply Engine (product.md §4/§5): about-me text of more than 20 characters, or a resume upload (PDF, DOC or
// DOCX up to 5MB) instead, then the role and company are asked for.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  ABOUT_ME_TOO_SHORT,
  fileTooLarge,
  unsupportedFileType,
  ASK_ABOUT_ME,
  ASK_ROLE,
  resumeReceived,
  TEXT_LIMITS,
  JOB_POSTING_BOUNDS,
} from 'contracts';
import { savedConversation } from '../testing/chat-backend';
import { chatReady, findBotReply, lastBotText, renderChat, send, setupChatTests, transcript } from '../testing/render-chat';

const { startBackend } = setupChatTests();

const ABOUT_ME = 'Frontend engineer with 6 years of React and TypeScript.';
const atAboutMe = (context: object = {}) =>
  savedConversation(1, [['bot', ASK_ABOUT_ME]], {
    profileUrl: 'https://www.linkedin.com/in/jordan-lee',
    contactName: 'Jordan Lee',
    contactEmail: 'jordan.lee@acme.example',
    emailSource: 'lookup',
    ...context,
  });

const resume = (name: string, type: string, size?: number) => {
  const file = new File(['%PDF-1.4 resume'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Reply Engine: about-me and resume (step 1)', () => {
  it('asks for more than 20 characters, then for the role and company', async () => {
    startBackend({ conversation: atAboutMe() });
    renderChat();
    await chatReady();
    await send('I build websites');
    await findBotReply(ABOUT_ME_TOO_SHORT);
    await send(ABOUT_ME);
    await findBotReply(ASK_ROLE);
  });

  it('takes no more than the api accepts at each step: the about-me, then the role and company or a posting URL', async () => {
    startBackend({ conversation: atAboutMe() });
    renderChat();
    await chatReady();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxLength', String(TEXT_LIMITS.aboutMe));
    await send(ABOUT_ME);
    await findBotReply(ASK_ROLE);
    // A job posting URL may be pasted instead of the role (issue 38): the box takes the URL's bound.
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxLength', String(JOB_POSTING_BOUNDS.url));
  });

  it('uploads a resume (PDF, DOC or DOCX) instead and moves on to the role', async () => {
    const { api, chat } = startBackend({ conversation: atAboutMe() });
    renderChat();
    await chatReady();
    const input = screen.getByLabelText('Resume file');
    expect(input).toHaveAttribute('accept', '.pdf,.doc,.docx');
    await userEvent.upload(input, resume('jordan-resume.pdf', 'application/pdf'));
    await findBotReply(resumeReceived('jordan-resume.pdf'));
    expect(lastBotText()).toContain(ASK_ROLE);
    expect(transcript().some(([role, text]) => role === 'user' && text.includes('jordan-resume.pdf'))).toBe(true);
    expect(api.state.data.attachments.at(-1)).toMatchObject({ fileName: 'jordan-resume.pdf' });
    expect(chat.operations).toEqual(expect.arrayContaining(['GenerateSignedUrl', 'CreateEmailAttachment']));
    expect(screen.queryByRole('button', { name: /upload resume/i })).not.toBeInTheDocument();
  });

  it('refuses a file that is not a PDF, DOC or DOCX, and one over 5MB, and stays on the step', async () => {
    const { chat } = startBackend({ conversation: atAboutMe() });
    renderChat();
    await chatReady();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Resume file'), resume('notes.txt', 'text/plain'));
    await findBotReply(unsupportedFileType('notes.txt'));
    await user.upload(screen.getByLabelText('Resume file'), resume('big.pdf', 'application/pdf', 5_242_881));
    await findBotReply(fileTooLarge('big.pdf'));
    expect(chat.operations).not.toContain('GenerateSignedUrl');
    expect(screen.getByRole('button', { name: /upload resume/i })).toBeInTheDocument();
  });
});
