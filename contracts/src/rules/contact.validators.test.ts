import { canFindEmail, isEmailAddress, trimContactValues, validateAddContact, type AddContactValues } from './contact.validators';

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

  it('enables Find Email only with a URL and a first name', () => {
    expect(canFindEmail({ linkedInUrl: 'linkedin.com/in/x', firstName: '' })).toBe(false);
    expect(canFindEmail({ linkedInUrl: '', firstName: 'Jordan' })).toBe(false);
    expect(canFindEmail({ linkedInUrl: 'linkedin.com/in/x', firstName: 'Jordan' })).toBe(true);
  });

  it('recognises email addresses loosely', () => {
    expect(isEmailAddress('jordan@acme.example')).toBe(true);
    expect(isEmailAddress('finding email...')).toBe(false);
  });
});
