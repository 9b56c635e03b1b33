// Every operation document is valid against the schema, named as in the spec, and uses the spec's variables.
import { getOperationAST, validate, type DocumentNode } from 'graphql';
import { buildSchema } from 'graphql';
import * as generated from './generated/client/graphql';
import { typeDefs } from './server';

const schema = buildSchema(typeDefs);

const documents: Record<string, DocumentNode> = Object.fromEntries(
  Object.entries(generated)
    .filter(([name]) => name.endsWith('Document'))
    .map(([name, doc]) => [name.replace(/Document$/, ''), doc as DocumentNode]),
);

describe('operation documents', () => {
  it('has exactly the spec operations, plus the billing page (GetBillingOverview, Stripe checkout and portal), the chat conversation (kept on the server) and the Outlook mailbox (issue 37); the spec shows no call for them', () => {
    expect(Object.keys(documents).sort()).toEqual(
      [
        'GetAllCampaigns',
        'GetSingleCampaign',
        'GetCampaignWithEmailSequences',
        'UpdateCampaign',
        'DeleteCampaign',
        'CreateCampaign',
        'HomeDashboard',
        'SearchSummary',
        'CreateEmailSequence',
        'SaveSequenceDraft',
        'GetContactsForCampaign',
        'CreateContact',
        'UpdateContact',
        'UndoMarkReplied',
        'SetContactOutcome',
        'GetReplyNoteState',
        'DraftReplyNote',
        'ApproveReplyNote',
        'UpdateReplyNote',
        'CancelReplyNote',
        'SendNextEmailNow',
        'ResendBouncedEmail',
        'ResumeFollowUps',
        'DeleteContact',
        'GetSingleContact',
        'GetContactTimeline',
        'RecipientCheck',
        'GetCampaignEmails',
        'GetLinkedInDetails',
        'ImportJobPosting',
        'SendAnywayAfterPostingClosed',
        'StopAfterPostingClosed',
        'GenerateJobEmails',
        'SendTestEmail',
        'StartGoogleAuthFlow',
        'MailPermission',
        'GmailConnection',
        'DowngradeGmailToSendOnly',
        'DisconnectGmail',
        'MailConnection',
        'StartOutlookConnection',
        'SwitchOutlookToSendOnly',
        'DisconnectMailbox',
        'NotificationPreferences',
        'UpdateNotificationPreferences',
        'GetEmailAttachments',
        'GenerateSignedUrl',
        'CreateEmailAttachment',
        'DeleteEmailAttachment',
        'RaiseAccessRequest',
        'SequenceSchedulePreview',
        'GetBillingOverview',
        'CreateCheckoutSession',
        'CreateBillingPortalSession',
        'ChatConversation',
        'SaveChatConversation',
        'StartNewChatConversation',
      ].sort(),
    );
  });

  it.each(Object.entries(documents))('%s validates against the schema', (_name, document) => {
    expect(validate(schema, document)).toEqual([]);
  });

  it.each<[string, string[]]>([
    ['GetAllCampaigns', ['pagination', 'filter', 'sort']],
    ['GetSingleCampaign', ['filter', 'contactFilter']],
    ['GetCampaignWithEmailSequences', ['filter', 'emailSort', 'emailPagination', 'contactFilter']],
    ['UpdateCampaign', ['id', 'data']],
    ['DeleteCampaign', ['id']],
    ['CreateCampaign', ['data']],
    ['HomeDashboard', []],
    ['SearchSummary', ['timeZone']],
    ['CreateEmailSequence', ['campaignId', 'data']],
    ['SaveSequenceDraft', ['campaignId', 'data']],
    ['GetContactsForCampaign', ['pagination', 'filter', 'sort']],
    ['CreateContact', ['data']],
    ['UpdateContact', ['data']],
    ['UndoMarkReplied', ['contactId']],
    ['SetContactOutcome', ['contactId', 'outcome', 'interviewAt']],
    ['GetReplyNoteState', ['contactId']],
    ['DraftReplyNote', ['contactId', 'kind']],
    ['ApproveReplyNote', ['contactId', 'kind', 'subject', 'body']],
    ['UpdateReplyNote', ['contactId', 'subject', 'body']],
    ['CancelReplyNote', ['contactId']],
    ['DeleteContact', ['id']],
    ['GetSingleContact', ['filter']],
    ['RecipientCheck', ['email', 'excludeContactId']],
    ['GetCampaignEmails', ['pagination', 'filter', 'sort']],
    ['GetLinkedInDetails', ['linkedInUrl']],
    ['ImportJobPosting', ['url']],
    ['SendAnywayAfterPostingClosed', ['campaignId']],
    ['StopAfterPostingClosed', ['campaignId']],
    ['GenerateJobEmails', ['hiringManagerName', 'jobRole', 'attachmentId', 'aboutMe', 'jobPostingId']],
    ['SendTestEmail', ['data']],
    ['StartGoogleAuthFlow', ['returnTo', 'detectReplies']],
    ['MailPermission', []],
    ['GmailConnection', []],
    ['DowngradeGmailToSendOnly', ['returnTo']],
    ['DisconnectGmail', []],
    ['MailConnection', []],
    ['StartOutlookConnection', ['detectReplies', 'returnTo']],
    ['DisconnectMailbox', []],
    ['NotificationPreferences', []],
    ['UpdateNotificationPreferences', ['data']],
    ['GetEmailAttachments', ['filter', 'pagination', 'sort']],
    ['GenerateSignedUrl', ['data']],
    ['CreateEmailAttachment', ['data']],
    ['RaiseAccessRequest', ['email']],
    [
      'SequenceSchedulePreview',
      ['timezone', 'excludeWeekends', 'delays', 'startAt', 'sendWindowStart', 'sendWindowEnd', 'workWeek'],
    ],
    ['GetBillingOverview', []],
    ['CreateCheckoutSession', ['product']],
    ['CreateBillingPortalSession', []],
    ['ChatConversation', []],
    ['SaveChatConversation', ['data']],
    ['StartNewChatConversation', []],
  ])('%s declares variables %j', (name, variables) => {
    const operation = getOperationAST(documents[name]!);
    expect(operation?.name?.value).toBe(name);
    expect(operation?.variableDefinitions?.map((v) => v.variable.name.value) ?? []).toEqual(variables);
  });
});
