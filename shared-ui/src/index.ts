// 'shared-ui': the whole UI kit (antd theme, providers, GraphQL hooks, app components) plus everything of the
// antd-free 'shared-ui/core' entry. Public pages must import 'shared-ui/core' instead: this entry pulls antd.
export * from 'shared-ui/core';
export { appTheme } from './theme/app-theme';
export { createAppQueryClient, getQueryClient } from './query/query-client';
export { AppProviders } from './providers/app-providers';
export { graphqlClient, createGraphQLClient, executeGraphQL } from './graphql/graphql-client';
export { HttpStatusError, GraphQLResponseError, isNetworkFailure } from './graphql/graphql-errors';
export { dataErrorToastMessage } from './graphql/data-error-toast';
export { useDataErrorToast } from './graphql/use-data-error-toast';
export { operationName, graphqlQueryKey } from './graphql/operation-name';
export { useGraphQLQuery, type GraphQLQueryOptions } from './graphql/use-graphql-query';
export { useGraphQLMutation, type GraphQLMutationOptions } from './graphql/use-graphql-mutation';
export { StatusBadge, type StatusBadgeProps } from './components/status-badge';
export { StepIndicator, stepState, type StepIndicatorProps, type StepState } from './components/step-indicator';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { PageHeading, type PageHeadingProps } from './components/page-heading';
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
  type DraftError,
  type DraftErrorOptions,
  type SubjectDraft,
  type ValidatedDraft,
} from './sequence/sequence-draft';
