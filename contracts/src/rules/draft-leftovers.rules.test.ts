import { DEFAULT_FIRST_SUBJECT } from './constants';
import { findDraftLeftovers, fillPlaceholderSegments, unknownPlaceholders } from './draft-leftovers.rules';
import { DEFAULT_FIRST_BODY } from './templates';

describe('draft leftovers', () => {
  it("flags the default template's 'the X role' in the subject and body, once per email", () => {
    expect(findDraftLeftovers([{ subject: DEFAULT_FIRST_SUBJECT, body: DEFAULT_FIRST_BODY }])).toEqual([
      { position: 1, kind: 'role', message: "Email 1: replace 'the X role' with the role you applied for." },
    ]);
    expect(findDraftLeftovers([{ subject: 'Hello', body: 'About the X role.' }]).map((l) => l.kind)).toEqual(['role']);
    expect(findDraftLeftovers([{ subject: 'Hello', body: 'Your X role opening' }])[0]!.message).toContain("'X role'");
  });

  it("flags a literal '[Your Name]', unknown placeholders and an empty subject, naming the email", () => {
    const leftovers = findDraftLeftovers([
      { subject: 'Hi', body: 'Thanks, {{contact_first_name}}!\n{{your_name}}' },
      { subject: ' ', body: 'Best,\n[Your Name] at {{company}} and {{ company }}, {{company}}' },
    ]);
    expect(leftovers.map(({ position, kind }) => [position, kind])).toEqual([
      [2, 'empty-subject'],
      [2, 'your-name'],
      [2, 'unknown-placeholder'],
      [2, 'unknown-placeholder'],
    ]);
    expect(leftovers.map((l) => l.message)).toEqual([
      'Email 2: the subject is empty.',
      "Email 2: replace '[Your Name]' with your name.",
      "Email 2: '{{company}}' is not a placeholder we can fill; write the text instead.",
      "Email 2: '{{ company }}' is not a placeholder we can fill; write the text instead.",
    ]);
  });

  it('lets a clean draft and words that merely contain X through', () => {
    expect(
      findDraftLeftovers([{ subject: 'Following up on the UX role', body: 'Hi {{contact_first_name}}, XR roles…' }]),
    ).toEqual([]);
    expect(unknownPlaceholders('{{your_name}} {{contact_first_name}}')).toEqual([]);
  });
});

describe('placeholders filled for the preview', () => {
  it("puts the contact's and the sender's names in, marked as filled", () => {
    expect(
      fillPlaceholderSegments('Hi {{contact_first_name}},\nBest,\n{{your_name}}', {
        contactFirstName: 'Jordan',
        yourName: 'Alex Morgan',
      }),
    ).toEqual([
      { text: 'Hi ', filled: false },
      { text: 'Jordan', filled: true },
      { text: ',\nBest,\n', filled: false },
      { text: 'Alex Morgan', filled: true },
    ]);
  });

  it('leaves a placeholder without a value unfilled, the sender shown as [Your Name]', () => {
    expect(fillPlaceholderSegments('{{your_name}} / {{contact_first_name}} / {{x}}', { yourName: ' ' })).toEqual([
      { text: '[Your Name]', filled: false },
      { text: ' / ', filled: false },
      { text: '{{contact_first_name}}', filled: false },
      { text: ' / {{x}}', filled: false },
    ]);
  });
});
