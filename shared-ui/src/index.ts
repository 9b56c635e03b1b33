// 'shared-ui': the whole UI kit (antd theme, providers, GraphQL hooks, app components) plus everything of the
// antd-free 'shared-ui/core' and the 'shared-ui/query' entries. Public pages must import 'shared-ui/core' instead:
// this entry pulls antd. It is not a federation singleton: each app bundles the parts it imports, with its own antd;
// what must exist once (session store, query client) lives in those two entries, reached by package path.
export * from 'shared-ui/core';
export * from 'shared-ui/query';
export { appTheme } from './theme/app-theme';
export { AppProviders, UiKitProviders, withUiKit } from './providers/app-providers';
export * from './toasts';
export { executeGraphQL } from './graphql/graphql-client';
export { HttpStatusError, GraphQLResponseError, isNetworkFailure } from './graphql/graphql-errors';
export { dataErrorToastMessage } from './graphql/data-error-toast';
export { useDataErrorToast } from './graphql/use-data-error-toast';
export { operationName, graphqlQueryKey } from './graphql/operation-name';
export { useGraphQLQuery, type GraphQLQueryOptions } from './graphql/use-graphql-query';
export { graphqlQueryOptions, pageQuery, prefetchPageQueries, type PageQuery } from './graphql/graphql-query-options';
export { useGraphQLMutation, type GraphQLMutationOptions } from './graphql/use-graphql-mutation';
export { invalidateSequence, sequenceQueryKeys, showsSequence, type SequenceRef } from './graphql/sequence-query-keys.util';
export { useInvalidateSequence } from './graphql/use-invalidate-sequence';
export { StatusBadge, type StatusBadgeProps } from './components/status-badge';
export { StepIndicator, stepState, type StepIndicatorProps, type StepState } from './components/step-indicator';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { PageHeading, type PageHeadingProps } from './components/page-heading';
export { PlainButton, type PlainButtonProps } from './components/plain-button';
export {
  uploadAttachment,
  uploadAttachments,
  type UploadedAttachment,
  type UploadAttachmentOptions,
  type UploadAttachmentResult,
  type UploadDeps,
} from './attachments/upload-attachment';
export {
  effectiveSubject,
  displayedSubject,
  draftErrors,
  subjectView,
  withThreadSubject,
  type DraftError,
  type DraftErrorOptions,
  type SubjectDraft,
  type ValidatedDraft,
} from './sequence/sequence-draft';
export {
  EmailStepEditor,
  stepErrors,
  type EmailStepEditorProps,
  type EmailStepErrors,
  type EmailStepField,
  type EmailStepPatch,
} from './email-editor/email-step-editor';
export { TimezonePicker, timezonePickerOptions, type TimezonePickerProps } from './timezone/timezone-picker';
export { SendZoneNote, type SendZoneNoteProps } from './timezone/send-zone-note';
export { formatSendTime, userTimezone, type SendTimeOptions } from './timezone/send-time';
export { SendingFrom, useMailbox, useSendingAddress, type MailboxInfo, type SendingAddress } from './sending/sending-from';
