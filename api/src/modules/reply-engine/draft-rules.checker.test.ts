// The draft rules both writers meet, on hand-written drafts: each rule broken once, and a draft that keeps them all.
import type { DraftedSequence } from './email-writer.types';
import { draftRuleProblems, requiredFacts } from './draft-rules.checker';

const FILLER = 'I enjoy this kind of work and would bring care and focus to it every single day.';
const good = (): DraftedSequence => ({
  email_1: {
    subject: 'My application for the Staff Nurse role',
    body: [
      'Hi {{contact_first_name}},',
      `I recently applied for the Staff Nurse role at Mercy and wanted to introduce myself. I'm a registered nurse with 8 years in critical care. ${FILLER}`,
      'Would you be open to a 15-minute call next week? Thank you for considering my application and for your time today.',
      'Best regards,\n{{your_name}}',
    ].join('\n\n'),
  },
  follow_up_1: {
    subject: 'One more note on the Staff Nurse role',
    body: 'Hello {{contact_first_name}},\n\nOne thing I did not mention: I hold a BSN.\n\nThanks,\n{{your_name}}',
  },
  follow_up_2: {
    subject: 'Closing the loop',
    body: 'Hi {{contact_first_name}},\n\nThis is my last note about the role.\n\nAll the best,\n{{your_name}}',
  },
});

describe('draft rules checker', () => {
  it('passes a draft that keeps every rule and uses the typed facts', () => {
    expect(draftRuleProblems(good(), { aboutMe: 'Registered nurse with 8 years in critical care' })).toEqual([]);
  });

  it('refuses an email 1 outside 50-125 words, without an ask, or with several', () => {
    const short = good();
    short.email_1.body = 'Hi {{contact_first_name}},\n\nI applied. Can we talk?\n\nBest,\n{{your_name}}';
    expect(draftRuleProblems(short)).toContain('email_1: 9 words, not 50-125');
    const long = good();
    long.email_1.body = long.email_1.body.replace(FILLER, FILLER.repeat(5));
    expect(draftRuleProblems(long)[0]).toMatch(/^email_1: 1\d\d words, not 50-125$/);
    const noAsk = good();
    noAsk.email_1.body = noAsk.email_1.body.replace('next week?', 'next week.');
    expect(draftRuleProblems(noAsk)).toEqual(['email_1: 0 questions, not one ask']);
    const many = good();
    many.email_1.body = many.email_1.body.replace('next week?', 'next week? Or Friday? Or Monday?');
    expect(draftRuleProblems(many)).toEqual(['email_1: 3 questions, not one ask']);
  });

  it('refuses follow-ups as long as email 1 or opening alike, and long subjects', () => {
    const draft = good();
    draft.follow_up_2.body = draft.email_1.body;
    draft.follow_up_1.subject = 'A very long subject line that goes on and on for many more words';
    expect(draftRuleProblems(draft)).toEqual([
      'follow_up_1: subject of 14 words',
      'follow_up_2: not shorter than email_1',
      'follow_up_2: opens like an earlier email',
    ]);
  });

  it("refuses the phrases recruiters dislike and what is left to fill in: 'X role', '[Your Name]', unknown placeholders", () => {
    const draft = good();
    draft.follow_up_1.body =
      'Hello {{contact_first_name}},\n\nJust checking in about the X role.\n\nThanks,\n[Your Name] {{company}}';
    expect(draftRuleProblems(draft)).toEqual([
      'follow_up_1: says "just checking in"',
      'follow_up_1: role left to fill in',
      'follow_up_1: your-name left to fill in',
      'follow_up_1: unknown-placeholder left to fill in',
    ]);
  });

  it("refuses a draft that leaves out the user's typed numbers, or uses none of the resume's facts", () => {
    expect(draftRuleProblems(good(), { aboutMe: 'Nurse, 8 years in critical care, led a team of 14.' })).toEqual([
      "1 of the user's facts missing",
    ]);
    expect(draftRuleProblems(good(), { resumeText: '• Reduced patient falls by 25%\nSkills: Epic, Excel' })).toEqual([
      "none of the resume's facts is used",
    ]);
    expect(requiredFacts({ aboutMe: 'Grew sales from $1.2M to $3M (40%), 12 people.' }).all).toEqual(['1.2M', '3M', '40%', '12']);
  });
});
