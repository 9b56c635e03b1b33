// The sender line of every email preview (wizard, sequence page, chat): 'From: b@gmail.com', and when that mailbox
// (Gmail or Outlook) is not the address the user signed in with, the plain warning under it (contracts'
// sending-address rules). Nothing while no mailbox is connected: the connect prompt comes at send time.
import { FROM_LABEL, MailConnectionDocument, otherSendingAddressNotice, type MailProvider } from 'contracts';
import { useSessionStore } from 'shared-ui/core';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import './sending-from.css';

export interface MailboxInfo {
  /** The user's mailbox provider, connected or waiting for a reconnect; null when none was ever connected (or unknown yet). */
  provider: MailProvider | null;
  /** Its address, when known. */
  address: string | null;
  /** Whether the mailbox answer has arrived. */
  known: boolean;
}

/**
 * The user's one mailbox (mailConnection), asked once per page: every screen naming the provider reads this cached
 * answer, so a list of rows costs no extra request.
 */
export function useMailbox(): MailboxInfo {
  const { data } = useGraphQLQuery(MailConnectionDocument, {});
  const mailbox = data?.mailConnection;
  return { provider: mailbox?.provider ?? null, address: mailbox?.address ?? null, known: data !== undefined };
}

export interface SendingAddress {
  /** The connected mailbox's address emails go from; null while unknown or not connected. */
  sendingFrom: string | null;
  /** The plain warning when it is another mailbox than the signed-in one, else null. */
  notice: string | null;
}

/** The connected mailbox's address and, when it differs from the signed-in one, the warning to show with it. */
export function useSendingAddress(): SendingAddress {
  const { data } = useGraphQLQuery(MailConnectionDocument, {});
  const signedInAs = useSessionStore((state) => state.user?.email ?? null);
  const connection = data?.mailConnection;
  const sendingFrom = connection?.connected || connection?.needsReconnect ? (connection.address ?? null) : null;
  return { sendingFrom, notice: otherSendingAddressNotice(sendingFrom, signedInAs) };
}

/** 'From: b@gmail.com' (always, once the mailbox is known), with the warning when it is not the signed-in address. */
export function SendingFrom({ className }: { className?: string }) {
  const { sendingFrom, notice } = useSendingAddress();
  if (!sendingFrom) return null;
  return (
    <div className={`sui-sending-from${notice ? ' sui-sending-from--other' : ''}${className ? ` ${className}` : ''}`}>
      <p className="sui-sending-from__line">
        {FROM_LABEL} <strong>{sendingFrom}</strong>
      </p>
      {notice ? (
        <p className="sui-sending-from__notice" role="note">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
