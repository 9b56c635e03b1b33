// The template's notes after a reply meet the note rules for every kind, with and without a role or company, and
// the role is read from what the sequence said, the company from the contact's address.
import { REPLY_NOTE_KINDS } from 'contracts';
import { replyNoteProblems } from './reply-note.checker';
import { companyFromAddress, noteFactsFrom } from './reply-note.facts';
import { draftReplyNoteFromTemplate } from './reply-note.template';

describe('notes after a reply: template and checker', () => {
  const facts = [
    { role: 'Senior Frontend Engineer', company: 'Acme' },
    { role: 'Registered Nurse', company: null },
    { role: null, company: 'Globex Corporation' },
    { role: null, company: null },
  ];

  it.each(REPLY_NOTE_KINDS)('every %s draft passes the note rules and names what it knows', (kind) => {
    for (const { role, company } of facts) {
      for (const seed of ['user-1', 'user-2', 'user-3', 'user-4']) {
        const input = { kind, firstName: 'Priya', userName: 'Jordan Lee', role, company, seed };
        const { body } = draftReplyNoteFromTemplate(input);
        expect(replyNoteProblems(body, input)).toEqual([]);
        if (role) expect(body).toContain(role);
        if (company) expect(body).toContain(company);
      }
    }
  });

  it('the checker names what is wrong', () => {
    const expect_ = { firstName: 'Priya', userName: 'Jordan Lee' };
    expect(replyNoteProblems('Hi Priya,\n\nThanks!\n\n[Your Name]', expect_)).toEqual([
      '5 words, not 40-110',
      'a placeholder or brace is left',
      "not signed with the user's name",
    ]);
  });

  it('reads the role from the first email and the company from the address, cased as the user typed it', () => {
    expect(
      noteFactsFrom({
        firstSubject: 'Hello',
        firstBody: 'Hi Dana,\n\nI recently applied for the Platform Engineer role at Acme Robotics and wanted to reach out.',
        contactEmail: 'dana@acmerobotics.com',
      }),
    ).toEqual({ role: 'Platform Engineer', company: 'Acme Robotics' });
    // Free mail names no company: it is never read out of the text.
    expect(
      noteFactsFrom({ firstSubject: 'Data Analyst at Globex', firstBody: 'Hello there.', contactEmail: 'dana@gmail.com' }),
    ).toEqual({ role: 'Data Analyst', company: null });
    expect(noteFactsFrom({ firstSubject: 'Hi', firstBody: 'Hello.', contactEmail: 'hr@mail.initech.co.uk' })).toEqual({
      role: null,
      company: 'Initech',
    });
    expect(companyFromAddress('jane@gmail.com')).toBeNull();
    expect(companyFromAddress('jane@acme-robotics.com')).toBe('Acme Robotics');
  });
});
