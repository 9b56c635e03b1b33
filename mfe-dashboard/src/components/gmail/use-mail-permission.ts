import { MailPermissionDocument } from 'contracts';
import { useGraphQLQuery } from 'shared-ui';

export interface MailPermission {
  /** Whether the user's mailbox (Gmail or Outlook) may send; null while the answer is on its way. */
  hasPermission: boolean | null;
  /** The answer, waiting for it when it has not arrived yet (a failed check counts as not granted). */
  check: () => Promise<boolean>;
}

export function useMailPermission(): MailPermission {
  const { data, refetch } = useGraphQLQuery(MailPermissionDocument, {});
  const hasPermission = data ? data.mailPermission.hasPermission : null;
  const check = async () => {
    if (hasPermission !== null) return hasPermission;
    const { data: fresh } = await refetch();
    return fresh?.mailPermission.hasPermission ?? false;
  };
  return { hasPermission, check };
}
