// Issue 35: a note after a reply names the company from the contact's domain, cased as the user typed it, never read
// out of the user's sentence ('I remain very interested in Mercari last week'), and reads as a recruiter would.
import { REPLY_NOTE_KINDS } from 'contracts';
import { recruiterProblems } from '../../../testkit/fixtures/recruiter-reading.fixture';
import { WORLD_WRITER_CORPUS } from '../../../testkit/fixtures/world-writer-corpus.fixture';
import { replyNoteProblems } from './reply-note.checker';
import { noteFactsFrom } from './reply-note.facts';
import { draftReplyNoteFromTemplate } from './reply-note.template';
import { draftFromTemplate } from './template.writer';

const SEEDS = ['user-1', 'user-2', 'user-3', 'user-4'];

describe('the company a note after a reply names', () => {
  it('the tester case: a first email the user wrote themselves names "Mercari", never "Mercari last week"', () => {
    const facts = noteFactsFrom({
      firstSubject: 'Backend Engineer application',
      firstBody:
        'Hi Aiko,\n\nI applied for the Backend Engineer role at Mercari last week and wanted to introduce myself.\n\nKenji',
      contactEmail: 'aiko@mercari.com',
    });
    expect(facts).toEqual({ role: 'Backend Engineer', company: 'Mercari' });
    for (const kind of REPLY_NOTE_KINDS)
      for (const seed of SEEDS) {
        const { body } = draftReplyNoteFromTemplate({ kind, firstName: 'Aiko', userName: 'Kenji Sato', seed, ...facts });
        expect(body).not.toContain('last week');
        expect(recruiterProblems(body, { company: 'Mercari' })).toEqual([]);
      }
  });

  it('keeps the casing the user typed ("SmartHR", not "Smarthr"), else a known one, else capitalised', () => {
    const from = (firstBody: string, contactEmail: string) =>
      noteFactsFrom({ firstSubject: 'Hello', firstBody, contactEmail }).company;
    expect(from('I applied for the Engineer role at SmartHR.', 'hr@smarthr.co.jp')).toBe('SmartHR');
    expect(from('Hello there.', 'hr@smarthr.co.jp')).toBe('SmartHR');
    expect(from('Hello there.', 'jobs@ebay.com')).toBe('eBay');
    expect(from('I applied to Blue Ocean Labs.', 'dana@blueoceanlabs.io')).toBe('Blue Ocean Labs');
    expect(from('Hello there.', 'dana@blue-ocean.io')).toBe('Blue Ocean');
    expect(from('I applied for the role at Globex.', 'dana@gmail.com')).toBeNull();
  });

  it.each(WORLD_WRITER_CORPUS.map((entry) => [entry.name, entry] as const))(
    '%s: both notes, after the drafted sequence went out, spell the company as given and read well',
    (_name, entry) => {
      for (const seed of SEEDS) {
        const first = draftFromTemplate({ hiringManagerName: 'Dana', seed, ...entry.input }).email_1;
        const facts = noteFactsFrom({ firstSubject: first.subject, firstBody: first.body, contactEmail: entry.recipient });
        const company = entry.noteCompany ?? entry.company;
        expect(facts.company).toBe(company);
        for (const kind of REPLY_NOTE_KINDS) {
          const input = { kind, firstName: 'Dana', userName: 'Alex Kim', seed, ...facts };
          const { body } = draftReplyNoteFromTemplate(input);
          expect(replyNoteProblems(body, input)).toEqual([]);
          expect(body).toContain(company);
          expect(recruiterProblems(body, { ...entry.input, company })).toEqual([]);
        }
      }
    },
  );
});
