// The sender line of every email preview (wizard, sequence page, chat): 'From: b@gmail.com', and when that Gmail
// account is not the address the user signed in with, the plain warning under it (contracts' sending-address rules).
// Nothing while Gmail is not connected: the connect prompt comes at send time.
import { FROM_LABEL, GmailConnectionDocument, otherSendingAddressNotice } from 'contracts';
import { useSessionStore } from 'shared-ui/core';
import { useGraphQLQuery } from '../graphql/use-graphql-query';
import './sending-from.css';

export interface SendingAddress {
  /** The connected Gmail address emails go from; null while unknown or not connected. */
  sendingFrom: string | null;
  /** The plain warning when it is another mailbox than the signed-in one, else null. */
  notice: string | null;
}

/** The connected Gmail address and, when it differs from the signed-in one, the warning to show with it. */
export function useSendingAddress(): SendingAddress {
  const { data } = useGraphQLQuery(GmailConnectionDocument, {});
  const signedInAs = useSessionStore((state) => state.user?.email ?? null);
  const connection = data?.gmailConnection;
  const sendingFrom = connection?.connected || connection?.needsReconnect ? (connection.googleEmail ?? null) : null;
  return { sendingFrom, notice: otherSendingAddressNotice(sendingFrom, signedInAs) };
}

/** 'From: b@gmail.com' (always, once Gmail is known), with the warning when it is not the signed-in address. */
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
