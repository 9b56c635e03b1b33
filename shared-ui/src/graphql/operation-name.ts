import type { DocumentNode, OperationDefinitionNode } from 'graphql';

/** The operation's name (e.g. 'GetAllCampaigns'), used as the first part of its react-query key. */
export function operationName(document: DocumentNode): string {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  return operation?.name?.value ?? 'anonymous';
}

/** Query key for an operation and its variables; invalidate with `{ queryKey: [operationName(doc)] }`. */
export function graphqlQueryKey(document: DocumentNode, variables?: object): readonly unknown[] {
  return variables === undefined ? [operationName(document)] : [operationName(document), variables];
}
