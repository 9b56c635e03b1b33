export * from '../../testkit/db/throwaway-postgres';
