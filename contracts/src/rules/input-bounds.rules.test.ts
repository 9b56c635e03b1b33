// Every text a user can send the api has one bound, named here once, with a message that states it.
import { buildSchema, getNamedType, isInputObjectType, type GraphQLInputType } from 'graphql';
import { typeDefs } from '../server';
import { validateAboutMe, validateHiringManagerName, validateRole } from './chat.validators';
import { CHAT_CONVERSATION_LIMITS } from './chat-conversation.rules';
import {
  ABOUT_ME_TOO_LONG,
  CURSOR_TOO_LONG,
  FILE_NAME_TOO_LONG,
  FILE_TYPE_TOO_LONG,
  FILE_URL_TOO_LONG,
  HIRING_MANAGER_NAME_TOO_LONG,
  INPUT_BOUNDS,
  inputBoundOf,
  isOverBound,
  JOB_ROLE_TOO_LONG,
  LINKEDIN_URL_TOO_LONG,
  OTHER_TEXT_BOUND,
  SURROUNDING_WHITESPACE_ALLOWANCE,
  RETURN_TO_TOO_LONG,
  SEARCH_TOO_LONG,
  TEXT_LIMITS,
  TEXT_TOO_LONG,
  TIMEZONE_TOO_LONG,
} from './input-bounds.rules';
import { ABOUT_ME_TOO_SHORT, ROLE_TOO_SHORT } from './messages';

/** Schema coordinates of every String (or ID) argument and input field a client can send. */
function textCoordinates(): string[] {
  const schema = buildSchema(typeDefs);
  const found = new Set<string>();
  const isText = (type: GraphQLInputType) => ['String', 'ID'].includes(getNamedType(type).name);
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__')) continue;
    if (isInputObjectType(type)) {
      for (const field of Object.values(type.getFields())) if (isText(field.type)) found.add(`${type.name}.${field.name}`);
    } else if ('getFields' in type) {
      for (const field of Object.values(type.getFields())) {
        for (const arg of 'args' in field ? field.args : []) {
          if (isText(arg.type)) found.add(`${type.name}.${field.name}(${arg.name}:)`);
        }
      }
    }
  }
  return [...found].sort();
}

describe('input bounds', () => {
  it('names every String argument and input field of the schema, and nothing else', () => {
    expect(Object.keys(INPUT_BOUNDS).sort()).toEqual(textCoordinates());
  });

  it('states each bound in its message', () => {
    for (const [coordinate, { max, message }] of Object.entries(INPUT_BOUNDS)) {
      expect([coordinate, message]).toEqual([coordinate, expect.stringContaining(max.toLocaleString('en-US'))]);
    }
  });

  it.each([
    ['Mutation.generateJobEmails(jobRole:)', 200, JOB_ROLE_TOO_LONG, 'Role and company must be at most 200 characters'],
    ['Mutation.generateJobEmails(aboutMe:)', 5_000, ABOUT_ME_TOO_LONG, 'About me must be at most 5,000 characters'],
    [
      'Mutation.generateJobEmails(hiringManagerName:)',
      201,
      HIRING_MANAGER_NAME_TOO_LONG,
      'Hiring manager name must be at most 201 characters',
    ],
    ['ContactFilterInput.search', 200, SEARCH_TOO_LONG, 'Search must be at most 200 characters'],
    ['CampaignFilterInput.search', 200, SEARCH_TOO_LONG, 'Search must be at most 200 characters'],
    ['EmailAttachmentFilterInput.search', 200, SEARCH_TOO_LONG, 'Search must be at most 200 characters'],
    ['PaginationInput.after', 2_000, CURSOR_TOO_LONG, 'Page cursor must be at most 2,000 characters'],
    ['CreateCampaignInput.timezone', 64, TIMEZONE_TOO_LONG, 'Timezone must be at most 64 characters'],
    ['GenerateSignedUrlInput.fileName', 255, FILE_NAME_TOO_LONG, 'File name must be at most 255 characters'],
    ['GenerateSignedUrlInput.fileType', 255, FILE_TYPE_TOO_LONG, 'File type must be at most 255 characters'],
    ['CreateEmailAttachmentInput.fileUrl', 2_048, FILE_URL_TOO_LONG, 'File location must be at most 2,048 characters'],
    ['Mutation.startGoogleAuthFlow(returnTo:)', 2_048, RETURN_TO_TOO_LONG, 'Return path must be at most 2,048 characters'],
    [
      'Mutation.linkedInDetailsFetcher(linkedInUrl:)',
      2_048,
      LINKEDIN_URL_TOO_LONG,
      'LinkedIn URL must be at most 2,048 characters',
    ],
  ])('%s: at most %d, "%s"', (coordinate, max, message, text) => {
    expect(message).toBe(text);
    expect(INPUT_BOUNDS[coordinate]).toEqual({ max, message });
  });

  it('keeps the chat conversation bounds of chat-conversation.rules', () => {
    expect(INPUT_BOUNDS['ChatMessageInput.content']!.max).toBe(CHAT_CONVERSATION_LIMITS.contentMaxChars);
    expect(INPUT_BOUNDS['ChatMessageInput.id']!.max).toBe(CHAT_CONVERSATION_LIMITS.messageIdMaxChars);
    expect(INPUT_BOUNDS['SaveChatConversationInput.context']!.max).toBe(CHAT_CONVERSATION_LIMITS.contextMaxChars);
  });

  it('answers the generous default for a coordinate it does not name (never an inherited property)', () => {
    expect(OTHER_TEXT_BOUND).toEqual({ max: 10_000, message: TEXT_TOO_LONG });
    expect(TEXT_TOO_LONG).toBe('Text must be at most 10,000 characters');
    expect(inputBoundOf('Mutation.somethingNew(text:)')).toBe(OTHER_TEXT_BOUND);
    expect(inputBoundOf('constructor')).toBe(OTHER_TEXT_BOUND);
  });
});

describe('isOverBound', () => {
  it('counts the text as stored (trimmed), forgiving at most the allowance of whitespace around it', () => {
    expect(isOverBound('x'.repeat(200), 200)).toBe(false);
    expect(isOverBound('x'.repeat(201), 200)).toBe(true);
    expect(isOverBound(`  ${'x'.repeat(200)}\n`, 200)).toBe(false);
    expect(isOverBound(` ${'x'.repeat(201)} `, 200)).toBe(true);
    const padding = ' '.repeat(SURROUNDING_WHITESPACE_ALLOWANCE);
    expect(isOverBound(`${padding}${'x'.repeat(200)}`, 200)).toBe(false);
    expect(isOverBound(`${padding} ${'x'.repeat(200)}`, 200)).toBe(true);
  });
});

describe('chat validators use the bounds', () => {
  it('validateRole: more than 5 characters, at most TEXT_LIMITS.jobRole', () => {
    expect(validateRole('Dev')).toBe(ROLE_TOO_SHORT);
    expect(validateRole('x'.repeat(TEXT_LIMITS.jobRole))).toBeNull();
    expect(validateRole(`  ${'x'.repeat(TEXT_LIMITS.jobRole)}  `)).toBeNull();
    expect(validateRole('x'.repeat(TEXT_LIMITS.jobRole + 1))).toBe(JOB_ROLE_TOO_LONG);
  });

  it('validateAboutMe: more than 20 characters, at most TEXT_LIMITS.aboutMe', () => {
    expect(validateAboutMe('I build things.')).toBe(ABOUT_ME_TOO_SHORT);
    expect(validateAboutMe('x'.repeat(TEXT_LIMITS.aboutMe))).toBeNull();
    expect(validateAboutMe('x'.repeat(TEXT_LIMITS.aboutMe + 1))).toBe(ABOUT_ME_TOO_LONG);
  });

  it('validateHiringManagerName: at most TEXT_LIMITS.hiringManagerName', () => {
    expect(validateHiringManagerName('')).toBeNull();
    expect(validateHiringManagerName('x'.repeat(TEXT_LIMITS.hiringManagerName))).toBeNull();
    expect(validateHiringManagerName('x'.repeat(TEXT_LIMITS.hiringManagerName + 1))).toBe(HIRING_MANAGER_NAME_TOO_LONG);
  });
});
