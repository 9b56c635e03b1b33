export * from '../../../../testkit/auth/auth-helpers';
