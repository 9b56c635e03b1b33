import {
  canFindEmail,
  isEmailAddress,
  trimContactValues,
  validateAddContact,
  validateContactNames,
  validateEmailAddress,
  type AddContactValues,
} from './contact.validators';

const CONTROL_IN = (field: string) => `${field} cannot contain control characters (such as NUL or a line break).`;

describe('add contact', () => {
  it.each<[AddContactValues, string | null]>([
    [{ mode: 'email', email: '', firstName: 'Jordan' }, 'Email is required'],
    [{ mode: 'email', email: '   ', firstName: 'Jordan' }, 'Email is required'],
    [{ mode: 'linkedin', linkedInUrl: '', firstName: 'Jordan' }, 'LinkedIn URL is required'],
    [{ mode: 'email', email: 'j@acme.example', firstName: ' ' }, 'First Name is required'],
    [
      { mode: 'linkedin', linkedInUrl: 'linkedin.com/in/jordan', firstName: 'Jordan' },
      'Please enrich the LinkedIn contact first',
    ],
    [{ mode: 'linkedin', linkedInUrl: 'linkedin.com/in/jordan', firstName: 'Jordan', email: 'j@acme.example' }, null],
    [{ mode: 'email', email: 'j@acme.example', firstName: 'Jordan' }, null],
  ])('%j -> %p', (values, expected) => {
    expect(validateAddContact(values)).toBe(expected);
  });

  it('trims every input', () => {
    expect(trimContactValues({ mode: 'email', email: ' j@acme.example ', firstName: ' Jordan ', lastName: ' Lee ' })).toEqual({
      email: 'j@acme.example',
      linkedInUrl: '',
      firstName: 'Jordan',
      lastName: 'Lee',
    });
  });

  it('enables Find Email as soon as a URL is typed, first name or not', () => {
    expect(canFindEmail({ linkedInUrl: 'linkedin.com/in/x' })).toBe(true);
    expect(canFindEmail({ linkedInUrl: 'not a url yet' })).toBe(true);
    expect(canFindEmail({ linkedInUrl: '   ' })).toBe(false);
    expect(canFindEmail({})).toBe(false);
  });

  it('recognises email addresses', () => {
    expect(isEmailAddress('jordan@acme.example')).toBe(true);
    expect(isEmailAddress(' jordan@acme.example ')).toBe(true);
    expect(isEmailAddress('finding email...')).toBe(false);
  });

  it.each([
    'jordan@acme.example',
    'Jordan.Lee+jobs@mail.acme.co.uk',
    "o'brien_x-y@sub-domain.example.org",
    'a@b.io',
    'user@xn--80ak6aa92e.com',
    `${'l'.repeat(64)}@acme.example`,
    `${'l'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(57)}.com`,
  ])('accepts %p', (address) => {
    expect(validateEmailAddress(address)).toBeNull();
  });

  it.each([
    ['', 'Email is required'],
    ['plainaddress', 'Please enter a valid email address'],
    ['@acme.example', 'Please enter a valid email address'],
    ['jordan@', 'Please enter a valid email address'],
    ['jordan@localhost', 'Please enter a valid email address'],
    ['jordan@acme.c', 'Please enter a valid email address'],
    ['jordan@acme.123', 'Please enter a valid email address'],
    ['jordan@@acme.example', 'Please enter a valid email address'],
    ['jor dan@acme.example', 'Please enter a valid email address'],
    ['.jordan@acme.example', 'Please enter a valid email address'],
    ['jordan.@acme.example', 'Please enter a valid email address'],
    ['jor..dan@acme.example', 'Please enter a valid email address'],
    ['jordan@-acme.example', 'Please enter a valid email address'],
    ['jordan@acme-.example', 'Please enter a valid email address'],
    ['jordan@acme..example', 'Please enter a valid email address'],
    ['<script>alert(1)</script>@acme.example', 'Please enter a valid email address'],
    ['Jordan <jordan@acme.example>', 'Please enter a valid email address'],
    ['jordan@acme.example\nBcc: x@y.example', 'Please enter a valid email address'],
    ['jordan\u0000@acme.example', 'Please enter a valid email address'],
    [`jordan@${'d'.repeat(64)}.example`, 'Please enter a valid email address'],
    [`${'l'.repeat(65)}@acme.example`, 'The part of the email address before the @ must be at most 64 characters'],
    [`${'l'.repeat(300)}@acme.example`, 'Email address must be at most 254 characters'],
    [
      `${'l'.repeat(64)}@${'d'.repeat(63)}.${'e'.repeat(63)}.${'f'.repeat(58)}.com`,
      'Email address must be at most 254 characters',
    ],
  ])('refuses %p with %p', (address, message) => {
    expect(validateEmailAddress(address)).toBe(message);
    expect(isEmailAddress(address)).toBe(false);
  });

  it('bounds the names at 100 characters each, on one line', () => {
    expect(validateContactNames({ firstName: 'a'.repeat(100), lastName: ` ${'b'.repeat(100)} ` })).toBeNull();
    expect(validateContactNames({ firstName: 'a'.repeat(101) })).toBe('First Name must be at most 100 characters');
    expect(validateContactNames({ firstName: 'Jo', lastName: 'b'.repeat(50_000) })).toBe(
      'Last Name must be at most 100 characters',
    );
    expect(validateContactNames({ firstName: 'Jo\u0000' })).toBe(CONTROL_IN('First Name'));
    expect(validateContactNames({ firstName: 'Jo', lastName: 'Lee\r\nBcc: x@y.example' })).toBe(CONTROL_IN('Last Name'));
  });

  it.each<[AddContactValues, string]>([
    [
      { mode: 'email', email: `${'l'.repeat(300)}@acme.example`, firstName: 'Jordan' },
      'Email address must be at most 254 characters',
    ],
    [{ mode: 'email', email: 'not an address', firstName: 'Jordan' }, 'Please enter a valid email address'],
    [
      { mode: 'email', email: 'j@acme.example', firstName: 'Jordan', linkedInUrl: 'javascript:alert(1)//linkedin.com/in/x' },
      'Invalid LinkedIn URL. Please provide a valid URL',
    ],
    [
      { mode: 'linkedin', linkedInUrl: 'javascript:alert(1)//linkedin.com/in/x', firstName: 'Jordan', email: 'j@acme.example' },
      'Invalid LinkedIn URL. Please provide a valid URL',
    ],
    [{ mode: 'email', email: 'j@acme.example', firstName: 'J'.repeat(50_000) }, 'First Name must be at most 100 characters'],
    [
      { mode: 'email', email: 'j@acme.example', firstName: 'Jo', lastName: 'L'.repeat(101) },
      'Last Name must be at most 100 characters',
    ],
  ])('applies the bounds after the §5 rules: %#', (values, expected) => {
    expect(validateAddContact(values)).toBe(expected);
  });

  it('refuses an address nobody reads (no-reply, applicant tracking) with the recipient rules message', () => {
    expect(validateAddContact({ mode: 'email', email: 'noreply@acme.example', firstName: 'Jo' })).toBe(
      "noreply@acme.example is a no-reply address: nobody reads what is sent there. Use the hiring manager's own address.",
    );
    expect(validateAddContact({ mode: 'email', email: 'jobs@acme.greenhouse.io', firstName: 'Jo' })).toBe(
      "jobs@acme.greenhouse.io belongs to an applicant-tracking system (greenhouse.io), not a person. Use the hiring manager's own address.",
    );
  });
});
