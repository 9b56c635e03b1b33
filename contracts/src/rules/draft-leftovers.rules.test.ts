import { DEFAULT_FIRST_SUBJECT } from './constants';
import {
  bodyForEditing,
  bodyFromEditing,
  chipsIn,
  findDraftLeftovers,
  fillPlaceholderSegments,
  placeholderChipNote,
  unknownPlaceholders,
  unsendableStepsMessage,
} from './draft-leftovers.rules';
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

  it('shows a placeholder without a value as a chip that fills in at send time, never as braces', () => {
    expect(fillPlaceholderSegments('{{your_name}} / {{contact_first_name}} / {{x}}', { yourName: ' ' })).toEqual([
      { text: '(your name)', filled: false, chip: true },
      { text: ' / ', filled: false },
      { text: "(recipient's first name)", filled: false, chip: true },
      { text: ' / {{x}}', filled: false },
    ]);
  });
});

describe('unsendableStepsMessage', () => {
  it("refuses 'X role' and an empty body, lets a same-thread follow-up without a subject through", () => {
    expect(unsendableStepsMessage([{ subject: 'Quick follow-up on the X role', body: 'Hi {{contact_first_name}}' }])).toBe(
      "Email 1: replace 'the X role' with the role you applied for.",
    );
    expect(
      unsendableStepsMessage([
        { subject: 'Nurse role', body: 'Hi {{contact_first_name}}' },
        { subject: '', body: '  ' },
      ]),
    ).toBe('Email 2: the body is empty; write it or remove the email.');
    expect(
      unsendableStepsMessage([
        { subject: 'Nurse role', body: 'Hi {{contact_first_name}}' },
        { subject: '', body: 'Hello again, {{your_name}}' },
      ]),
    ).toBeNull();
  });
});

describe('bodies in editors', () => {
  const stored = 'Hi {{contact_first_name}},\n\nI applied.\n\nBest,\n{{your_name}}';

  it('shows the real names, never braces, and stores the placeholders again after an edit', () => {
    const values = { contactFirstName: 'Dana', yourName: 'Sam Dana Lee' };
    const shown = bodyForEditing(stored, values);
    expect(shown).toBe('Hi Dana,\n\nI applied.\n\nBest,\nSam Dana Lee');
    expect(bodyFromEditing(shown.replace('I applied.', 'I applied last week.'), values)).toBe(
      stored.replace('I applied.', 'I applied last week.'),
    );
    // Only the whole name where it addresses the recipient: 'Danae' and 'Will you' stay.
    expect(bodyFromEditing('Hi Dana, Danae says hi', values)).toBe('Hi {{contact_first_name}}, Danae says hi');
    const will = { contactFirstName: 'Will', yourName: 'Sam' };
    expect(bodyFromEditing(bodyForEditing('Hi {{contact_first_name}},\n\nWill you be free? Thanks, Will!', will), will)).toBe(
      'Hi {{contact_first_name}},\n\nWill you be free? Thanks, {{contact_first_name}}!',
    );
  });

  it('shows a chip where a name is not known yet, and reads it (and [Your Name]) back as the placeholder', () => {
    const shown = bodyForEditing(stored, {});
    expect(shown).not.toMatch(/[{}]/);
    expect(chipsIn(shown)).toEqual(["(recipient's first name)", '(your name)']);
    expect(placeholderChipNote(chipsIn(shown))).toBe("Fills in when sent: (recipient's first name), (your name)");
    expect(bodyFromEditing(shown, {})).toBe(stored);
    expect(bodyFromEditing('Thanks,\n[Your Name]', {})).toBe('Thanks,\n{{your_name}}');
  });
});
