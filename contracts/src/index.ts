// Browser-safe entry ('contracts'): typed operation documents and schema types, the auth REST contract, and the
// spec's rules, constants, labels and messages. Nothing here touches node built-ins.
export * from './generated/client/graphql';
export * from './auth/auth-contract';
export * from './rules';
export * from './read-models';
