import { DRAFTED_EMAIL_LIMITS } from 'contracts';
import { allowedLinks } from './draft-text.sanitizer';
import {
  DRAFTED_SEQUENCE_JSON_SCHEMA,
  draftedSequenceSchema,
  draftedSequenceSchemaFor,
  FOREIGN_LINK_ISSUE,
  issueSummary,
} from './drafted-sequence.schema';

const email = (body = 'Hi {{contact_first_name}},\n\nThanks!\n\nBest,\n{{your_name}}', subject = 'Frontend Engineer role') => ({
  subject,
  body,
});
const answer = (overrides: Record<string, unknown> = {}) => ({
  email_1: email(),
  follow_up_1: email(),
  follow_up_2: email(),
  ...overrides,
});
const problems = (value: unknown) => {
  const result = draftedSequenceSchema.safeParse(value);
  return result.success ? [] : issueSummary(result.error);
};

describe('draftedSequenceSchema (what an LLM answer must be)', () => {
  it('accepts a sendable answer', () => {
    expect(problems(answer())).toEqual([]);
  });

  it("fixes the forgivable slips: '[Your Name]' and a 'Re:' subject", () => {
    const parsed = draftedSequenceSchema.parse(
      answer({ follow_up_1: email('Hello again,\n\nBest,\n[Your Name]', 'Re: RE: Frontend Engineer role') }),
    );
    expect(parsed.follow_up_1).toEqual({ subject: 'Frontend Engineer role', body: 'Hello again,\n\nBest,\n{{your_name}}' });
  });

  it.each([
    [
      'a bracketed blank',
      answer({ follow_up_2: email('Hi {{contact_first_name}}, I love [Company].\n{{your_name}}') }),
      'follow_up_2.body: unfinished text',
    ],
    ['undefined', answer({ email_1: email(undefined, 'The undefined role') }), 'email_1.subject: unfinished or multi-line'],
    [
      'an unknown placeholder',
      answer({ follow_up_1: email('Hi {{first_name}},\n{{your_name}}') }),
      'follow_up_1.body: unknown placeholder',
    ],
    [
      'no signature',
      answer({ follow_up_1: email('Hi {{contact_first_name}}, bye.') }),
      'follow_up_1.body: no {{your_name}} signature',
    ],
    [
      'no greeting in email 1',
      answer({ email_1: email('Hello,\n{{your_name}}') }),
      'email_1: no {{contact_first_name}} greeting',
    ],
    ['an empty subject', answer({ email_1: email(undefined, '  ') }), 'email_1.subject: empty'],
    [
      'a long subject',
      answer({ email_1: email(undefined, 's'.repeat(DRAFTED_EMAIL_LIMITS.subjectMaxChars + 1)) }),
      'email_1.subject: too long',
    ],
    [
      'a long body',
      answer({ follow_up_2: email(`{{your_name}}${'x'.repeat(DRAFTED_EMAIL_LIMITS.bodyMaxChars)}`) }),
      'follow_up_2.body: too long',
    ],
  ])('rejects %s', (_name, value, problem) => {
    expect(problems(value)).toContain(problem);
  });

  it('makes HTML plain text, keeping line breaks and decoding entities once', () => {
    const parsed = draftedSequenceSchema.parse(
      answer({
        email_1: email(
          '<p>Hi {{contact_first_name}},</p><p>R&amp;D &amp;amp; more<br>Best,<br><b>{{your_name}}</b></p>',
          '<i>R&amp;D</i> role',
        ),
      }),
    );
    expect(parsed.email_1).toEqual({
      subject: 'R&D role',
      body: 'Hi {{contact_first_name}},\n\nR&D &amp; more\nBest,\n{{your_name}}',
    });
  });

  it.each([
    ['a link in the text', 'Hi {{contact_first_name}}, see https://evil.example/x\n{{your_name}}'],
    ['a link only in markup', 'Hi {{contact_first_name}}, <a href="https://evil.example/x">my profile</a>\n{{your_name}}'],
    ['an entity-encoded link', 'Hi {{contact_first_name}}, &#104;ttps://evil.example/x\n{{your_name}}'],
    ['a www host', 'Hi {{contact_first_name}}, www.evil.com\n{{your_name}}'],
    ['a bare domain', 'Hi {{contact_first_name}}, verify at login-check.app/me\n{{your_name}}'],
    ['an address', 'Hi {{contact_first_name}}, mailto:hr@evil.example\n{{your_name}}'],
  ])('rejects %s the user did not give', (_name, body) => {
    expect(problems(answer({ email_1: email(body) }))).toContain(`email_1.body: ${FOREIGN_LINK_ISSUE}`);
  });

  it('keeps a link the user gave, in any spelling, and still refuses another one', () => {
    const schema = draftedSequenceSchemaFor(allowedLinks(['My work: github.com/jane-doe']));
    const own = answer({ follow_up_1: email('Hi, my work is at https://www.github.com/jane-doe/\n{{your_name}}') });
    expect(schema.safeParse(own).success).toBe(true);
    const other = answer({ follow_up_1: email('Hi, see https://github.com/someone-else\n{{your_name}}') });
    expect(schema.safeParse(other).success).toBe(false);
  });

  it('rejects control characters like user input', () => {
    expect(problems(answer({ email_1: email('Hi {{contact_first_name}}\u0000\n{{your_name}}') }))).toContain(
      'email_1.body: control characters',
    );
    expect(problems(answer({ email_1: email(undefined, 'Role\u0007') }))).toContain('email_1.subject: unfinished or multi-line');
  });

  it('rejects a missing email or a wrong type', () => {
    expect(problems({ email_1: email(), follow_up_1: email() })).toEqual([expect.stringMatching(/^follow_up_2: /)]);
    expect(problems(answer({ email_1: { subject: 1, body: 'x' } }))).toEqual([expect.stringMatching(/^email_1\.subject: /)]);
  });

  it('asks the model for a strict schema with every email and field required', () => {
    const { schema } = DRAFTED_SEQUENCE_JSON_SCHEMA;
    expect(DRAFTED_SEQUENCE_JSON_SCHEMA.strict).toBe(true);
    expect(schema.required).toEqual(['email_1', 'follow_up_1', 'follow_up_2']);
    expect(schema.additionalProperties).toBe(false);
    for (const key of schema.required)
      expect(schema.properties[key]).toMatchObject({ required: ['subject', 'body'], additionalProperties: false });
  });
});
