import { QueryClient } from '@tanstack/react-query';

/** Spec §7: query retry 1 and no refetch on window focus. */
export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

let appQueryClient: QueryClient | null = null;

/**
 * One query cache for the shell and every remote ('shared-ui/query' is a federation singleton). Not in
 * 'shared-ui/core', so public pages never download react-query.
 */
export function getQueryClient(): QueryClient {
  appQueryClient ??= createAppQueryClient();
  return appQueryClient;
}
