// The SDL builds, the generated typeDefs match the .graphql files, and every product.md §7 operation exists with the
// spec's variable names.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildSchema, getNamedType, lexicographicSortSchema, printSchema, type GraphQLField } from 'graphql';
import { typeDefs } from './server';

const schemaDir = join(__dirname, 'schema');
const rawSdl = readdirSync(schemaDir)
  .filter((file) => file.endsWith('.graphql'))
  .sort()
  .map((file) => readFileSync(join(schemaDir, file), 'utf8'))
  .join('\n');

const schema = buildSchema(typeDefs);

function field(root: 'Query' | 'Mutation', name: string): GraphQLField<unknown, unknown> {
  const type = root === 'Query' ? schema.getQueryType() : schema.getMutationType();
  const found = type?.getFields()[name];
  if (!found) throw new Error(`${root}.${name} is missing`);
  return found;
}

describe('contract schema', () => {
  it('generated typeDefs are up to date with src/schema (run npm run codegen -w contracts)', () => {
    const fromFiles = printSchema(lexicographicSortSchema(buildSchema(rawSdl)));
    expect(printSchema(lexicographicSortSchema(schema))).toBe(fromFiles);
  });

  it.each<['Query' | 'Mutation', string, string[]]>([
    ['Mutation', 'raiseAccessRequest', ['email']],
    ['Mutation', 'createCampaign', ['data']],
    ['Query', 'campaigns', ['pagination', 'filter', 'sort']],
    ['Query', 'campaign', ['filter', 'contactFilter']],
    ['Mutation', 'updateCampaign', ['id', 'data']],
    ['Mutation', 'deleteCampaign', ['id']],
    ['Query', 'homeDashboard', []],
    ['Mutation', 'createEmailSequence', ['campaignId', 'data']],
    ['Query', 'contacts', ['pagination', 'filter', 'sort']],
    ['Mutation', 'createContact', ['data']],
    ['Mutation', 'updateContact', ['data']],
    ['Mutation', 'deleteContact', ['id']],
    ['Query', 'contact', ['filter']],
    ['Query', 'campaignEmails', ['pagination', 'filter', 'sort']],
    ['Mutation', 'linkedInDetailsFetcher', ['linkedInUrl']],
    ['Mutation', 'importJobPosting', ['url']],
    ['Mutation', 'generateJobEmails', ['hiringManagerName', 'jobRole', 'attachmentId', 'aboutMe', 'jobPostingId']],
    ['Mutation', 'sendTestEmail', ['data']],
    ['Mutation', 'startGoogleAuthFlow', ['returnTo', 'detectReplies']],
    ['Query', 'mailPermission', []],
    ['Query', 'emailAttachments', ['filter', 'pagination', 'sort']],
    ['Mutation', 'generateSignedUrl', ['data']],
    ['Mutation', 'createEmailAttachment', ['data']],
    [
      'Query',
      'sequenceSchedulePreview',
      ['timezone', 'excludeWeekends', 'delays', 'startAt', 'sendWindowEnd', 'sendWindowStart', 'workWeek'],
    ],
  ])('%s.%s takes (%j)', (root, name, args) => {
    expect(
      field(root, name)
        .args.map((arg) => arg.name)
        .sort(),
    ).toEqual([...args].sort());
  });

  it.each<[string, string[]]>([
    [
      'Campaign',
      [
        'id',
        'name',
        'timezone',
        'excludeWeekends',
        'isActive',
        'trackOpens',
        'lastEmailSentAt',
        'emailsSent',
        'updatedAt',
        'contacts',
        'sequenceSize',
        'averageResponseTime',
        'averageResponseRate',
        'emailSequences',
      ],
    ],
    [
      'Contact',
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'createdAt',
        'updatedAt',
        'emailsSent',
        'maxEmails',
        'status',
        'isActive',
        'errorMessage',
        'linkedInUrl',
        'campaignId',
        'campaignEmail',
        'campaignEmails',
      ],
    ],
    [
      'CampaignEmail',
      [
        'id',
        'subject',
        'body',
        'createdAt',
        'updatedAt',
        'status',
        'sentAt',
        'respondedAt',
        'openedAt',
        'errorMessage',
        'bcc',
        'threadId',
        'scheduledFor',
        'position',
        'contactId',
      ],
    ],
    ['EmailSequence', ['id', 'subject', 'body', 'createdAt', 'daysDelay', 'position', 'nextMailInThread', 'emailAttachments']],
    ['EmailAttachment', ['id', 'fileName', 'fileSize', 'fileType', 'createdAt']],
    ['HomeDashboard', ['id', 'campaigns', 'contacts', 'emailSent', 'responseRate']],
    ['MailPermission', ['hasPermission', 'message']],
    ['SendTestEmailPayload', ['message', 'success', 'hasRefreshToken']],
    ['SignedUrlPayload', ['message', 'signedUrl', 'uploadLocation']],
    ['LinkedInDetails', ['email', 'name']],
    ['GenerateJobEmailsPayload', ['success', 'message', 'data']],
    ['GeneratedJobEmails', ['email_1', 'follow_up_1', 'follow_up_2']],
    ['CreateContactPayload', ['message', 'success', 'contact', 'hasPermission']],
    ['UpdateContactPayload', ['contact', 'message', 'success']],
    ['CreateEmailSequencePayload', ['message', 'count']],
    ['CreateEmailAttachmentPayload', ['emailAttachment']],
    ['PageInfo', ['hasNextPage', 'hasPreviousPage', 'startCursor', 'endCursor']],
    ['ScheduledSend', ['position', 'daysDelay', 'sendAt']],
    ['MessagePayload', ['message', 'success']],
  ])('%s has the spec fields', (typeName, fields) => {
    const type = schema.getType(typeName);
    expect(type && 'getFields' in type ? Object.keys(type.getFields()) : []).toEqual(expect.arrayContaining(fields));
  });

  it.each([
    ['CreateCampaignInput', ['name', 'timezone', 'excludeWeekends', 'isActive']],
    ['UpdateCampaignInput', ['name', 'timezone', 'excludeWeekends', 'isActive']],
    ['CampaignFilterInput', ['id', 'search', 'isActive']],
    ['ContactFilterInput', ['id', 'campaignId']],
    ['CampaignEmailFilterInput', ['contactId']],
    ['CreateContactInput', ['email', 'linkedInUrl', 'firstName', 'lastName', 'campaignId']],
    ['UpdateContactInput', ['id', 'isActive', 'status']],
    ['EmailSequenceStepInput', ['position', 'subject', 'body', 'attachments', 'daysDelay', 'nextMailInThread']],
    ['SendTestEmailInput', ['subject', 'body', 'attachments']],
    ['GenerateSignedUrlInput', ['fileName', 'fileType', 'fileSize']],
    ['CreateEmailAttachmentInput', ['fileName', 'fileType', 'fileSize', 'fileUrl']],
    ['PaginationInput', ['first', 'after', 'last', 'before']],
  ])('input %s has the spec fields', (typeName, fields) => {
    const type = schema.getType(typeName);
    expect(type && 'getFields' in type ? Object.keys(type.getFields()) : []).toEqual(expect.arrayContaining(fields));
  });

  it('uses the spec status values and asc/desc sorting', () => {
    const values = (name: string) => {
      const type = schema.getType(name);
      return type && 'getValues' in type ? type.getValues().map((v) => v.name) : [];
    };
    expect(values('ContactStatus')).toEqual(['IN_PROGRESS', 'RESPONDED', 'NO_RESPONSE', 'ERROR']);
    expect(values('CampaignEmailStatus')).toEqual(['SCHEDULED', 'SENT', 'OPENED', 'RECEIVED', 'ERROR', 'NO_RESPONSE']);
    expect(values('SortDirection')).toEqual(['asc', 'desc']);
    for (const sortInput of [
      'CampaignSortInput',
      'ContactSortInput',
      'CampaignEmailSortInput',
      'EmailAttachmentSortInput',
      'EmailSequenceSortInput',
    ]) {
      const type = schema.getType(sortInput);
      const fields = type && 'getFields' in type ? type.getFields() : {};
      expect(Object.keys(fields).sort()).toEqual(['direction', 'field']);
      expect(getNamedType(fields.direction!.type).name).toBe('SortDirection');
    }
  });

  it('documents every domain type', () => {
    for (const name of ['Campaign', 'Contact', 'CampaignEmail', 'EmailSequence', 'EmailAttachment', 'HomeDashboard']) {
      expect(schema.getType(name)?.description).toBeTruthy();
    }
  });
});
