import { Alert, Button, Card, Popconfirm, Skeleton, Space, Tag } from 'antd';
import {
  AUTH_REDIRECT_ERRORS,
  CONNECT_OUTLOOK,
  DEFAULT_GMAIL_TIER,
  DISCONNECT_GMAIL,
  DISCONNECT_GMAIL_CONFIRM,
  DisconnectGmailDocument,
  GMAIL_TIERS,
  DisconnectMailboxDocument,
  GmailConnectionDocument,
  MAIL_CONNECT_INTRO,
  MailConnectionDocument,
  MailPermissionDocument,
  RECONNECT_GMAIL,
  RECONNECT_GMAIL_TO_RESUME,
  SETTINGS_ROUTE,
  SWITCH_TO_DETECT_REPLIES,
  SWITCH_TO_SEND_ONLY,
  SWITCH_TO_SEND_ONLY_CONFIRM,
  SWITCH_OUTLOOK_TO_SEND_ONLY_CONFIRM,
  disconnectMailboxConfirm,
  mailConnectedText,
  otherSendingAddressNotice,
  reconnectMailboxToResume,
  type GmailAccessTier,
  type GmailConnectionQuery,
  type MailConnectionQuery,
} from 'contracts';
import { useState } from 'react';
import { useGraphQLMutation, useGraphQLQuery, useSessionStore } from 'shared-ui';
import { useRedirectError } from 'shared-ui/core';
import { GmailTierChoice } from '../gmail/gmail-tier-choice';
import { useGmailAuthorization } from '../gmail/use-gmail-authorization';
import { useOutlookConnectFailure, useOutlookConnection, useOutlookSendOnly } from './outlook-connection';
import { useInvalidateOperations } from '../use-invalidate-operations';
import { useSettingsNotice } from '../use-settings-notice';

type Connection = GmailConnectionQuery['gmailConnection'];
type Mailbox = MailConnectionQuery['mailConnection'];

/**
 * Settings › Email Permissions: not connected, the two tiers, the spec's 'Authorize Google Mail' and 'Connect
 * Outlook'; connected, the address and its provider ('Connected: … (Outlook)'), its tier, switching tier and
 * 'Disconnect' (for Gmail also 'Authorized'); revoked or disconnected, 'Reconnect Gmail to resume' (or Outlook). Google and
 * Microsoft come back to this page (spec: the default return route), or with `?error=gmail` / `?error=outlook` show
 * why nothing was connected.
 */
export function GmailPermissionCard() {
  const connection = useGraphQLQuery(GmailConnectionDocument, {});
  const mailbox = useGraphQLQuery(MailConnectionDocument, {});
  const { showGrantFailure } = useGmailAuthorization(SETTINGS_ROUTE);
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, showGrantFailure);
  useOutlookConnectFailure();
  const state = connection.data?.gmailConnection;
  const outlook = mailbox.data?.mailConnection.provider === 'OUTLOOK' ? mailbox.data.mailConnection : undefined;

  return (
    <Card title="Email Permissions" className="db-section">
      {connection.isPending || mailbox.isPending ? (
        <Skeleton.Button active />
      ) : outlook?.connected ? (
        <ConnectedOutlook mailbox={outlook} />
      ) : outlook?.needsReconnect ? (
        <>
          <Alert
            type="warning"
            showIcon
            className="db-section"
            title={reconnectMailboxToResume('OUTLOOK')}
            description={
              outlook.address
                ? `${outlook.address} is no longer connected. Scheduled emails wait until you reconnect.`
                : 'Scheduled emails wait until you reconnect.'
            }
          />
          <MailConnectPanel initialTier={outlook.tier ?? DEFAULT_GMAIL_TIER} gmailLabel="Authorize Google Mail" />
        </>
      ) : state?.connected ? (
        <ConnectedGmail connection={state} />
      ) : state?.needsReconnect ? (
        <>
          <Alert
            type="warning"
            showIcon
            className="db-section"
            title={RECONNECT_GMAIL_TO_RESUME}
            description={
              state.googleEmail
                ? `${state.googleEmail} is no longer connected. Scheduled emails wait until you reconnect.`
                : 'Scheduled emails wait until you reconnect.'
            }
          />
          <MailConnectPanel initialTier={state.tier ?? DEFAULT_GMAIL_TIER} gmailLabel={RECONNECT_GMAIL} />
        </>
      ) : (
        <MailConnectPanel gmailLabel="Authorize Google Mail" />
      )}
    </Card>
  );
}

/** One tier choice for both providers, then Google's consent or Microsoft's; either replaces a connected mailbox. */
function MailConnectPanel({
  initialTier = DEFAULT_GMAIL_TIER,
  gmailLabel,
}: {
  initialTier?: GmailAccessTier;
  gmailLabel: string;
}) {
  const [tier, setTier] = useState<GmailAccessTier>(initialTier);
  const gmail = useGmailAuthorization(SETTINGS_ROUTE);
  const outlook = useOutlookConnection(SETTINGS_ROUTE);
  const leaving = gmail.redirecting || outlook.redirecting;
  return (
    <div className="gmail-connect gmail-connect--middle">
      <p className="gmail-connect__intro">{MAIL_CONNECT_INTRO}</p>
      <GmailTierChoice value={tier} onChange={setTier} disabled={leaving} />
      <Space className="gmail-connect__actions" wrap>
        <Button
          type="primary"
          loading={gmail.redirecting}
          disabled={outlook.redirecting}
          onClick={() => void gmail.authorize({ tier })}
        >
          {gmailLabel}
        </Button>
        <Button loading={outlook.redirecting} disabled={gmail.redirecting} onClick={() => void outlook.connect(tier)}>
          {CONNECT_OUTLOOK}
        </Button>
      </Space>
    </div>
  );
}

/** Forgets the mailbox's tokens (Gmail's are also revoked at Google) after a confirmation. */
function useDisconnect() {
  const notice = useSettingsNotice();
  const invalidate = useInvalidateOperations();
  const disconnect = useGraphQLMutation(DisconnectMailboxDocument);
  const run = async () => {
    const { disconnectMailbox: result } = await disconnect.mutateAsync({});
    if (result.success) notice.success(result.message);
    else notice.error(result.message);
    await invalidate(GmailConnectionDocument, MailConnectionDocument, MailPermissionDocument);
  };
  return { run, pending: disconnect.isPending };
}

/**
 * Outlook's tier switch: up is Microsoft's consent again with Mail.ReadBasic (Microsoft asks only for what is new);
 * down is ours alone, since Microsoft cannot take a permission back, and the confirmation says so.
 */
function ConnectedOutlook({ mailbox }: { mailbox: Mailbox }) {
  const tier = mailbox.tier ?? DEFAULT_GMAIL_TIER;
  const disconnect = useDisconnect();
  const upgrade = useOutlookConnection(SETTINGS_ROUTE);
  const sendOnly = useOutlookSendOnly();
  return (
    <>
      <p>
        {mailConnectedText(mailbox.address ?? '', 'OUTLOOK')} <Tag color="blue">{GMAIL_TIERS[tier].label}</Tag>
      </p>
      <p className="db-muted">{GMAIL_TIERS[tier].description}</p>
      <Space wrap>
        {tier === 'SEND_ONLY' ? (
          <Button loading={upgrade.redirecting} onClick={() => void upgrade.connect('SEND_AND_DETECT_REPLIES')}>
            {SWITCH_TO_DETECT_REPLIES}
          </Button>
        ) : (
          <Popconfirm title={SWITCH_OUTLOOK_TO_SEND_ONLY_CONFIRM} okText={SWITCH_TO_SEND_ONLY} onConfirm={sendOnly.run}>
            <Button loading={sendOnly.pending}>{SWITCH_TO_SEND_ONLY}</Button>
          </Popconfirm>
        )}
        <Popconfirm
          title={disconnectMailboxConfirm('OUTLOOK')}
          okText={DISCONNECT_GMAIL}
          okButtonProps={{ danger: true }}
          onConfirm={disconnect.run}
        >
          <Button danger loading={disconnect.pending}>
            {DISCONNECT_GMAIL}
          </Button>
        </Popconfirm>
      </Space>
    </>
  );
}

function ConnectedGmail({ connection }: { connection: Connection }) {
  const tier = connection.tier ?? DEFAULT_GMAIL_TIER;
  const notice = useSettingsNotice();
  const invalidate = useInvalidateOperations();
  const { authorize, downgrade, redirecting } = useGmailAuthorization(SETTINGS_ROUTE);
  const disconnect = useGraphQLMutation(DisconnectGmailDocument);
  // Connected with another mailbox than the sign-in one: said plainly, it is an easy mis-click at Google's chooser.
  const signedInAs = useSessionStore((state) => state.user?.email ?? null);
  const otherAddress = otherSendingAddressNotice(connection.googleEmail, signedInAs);
  const refresh = () => invalidate(GmailConnectionDocument, MailConnectionDocument, MailPermissionDocument);

  const disconnectGmail = async () => {
    const { disconnectGmail: result } = await disconnect.mutateAsync({});
    if (result.success) notice.success(result.message);
    else notice.error(result.message);
    await refresh();
  };

  // Should the consent not start after the api gave up reply detection, the card shows what is left.
  const switchToSendOnly = async () => {
    await downgrade();
    await refresh();
  };

  return (
    <>
      <p>
        Connected: <strong>{connection.googleEmail}</strong> (Gmail) <Tag color="blue">{GMAIL_TIERS[tier].label}</Tag>
      </p>
      {otherAddress ? <Alert type="warning" showIcon className="db-section" title={otherAddress} /> : null}
      <p className="db-muted">{GMAIL_TIERS[tier].description}</p>
      <Space wrap>
        <Button disabled>Authorized</Button>
        {tier === 'SEND_ONLY' ? (
          <Button loading={redirecting} onClick={() => void authorize({ tier: 'SEND_AND_DETECT_REPLIES' })}>
            {SWITCH_TO_DETECT_REPLIES}
          </Button>
        ) : (
          <Popconfirm title={SWITCH_TO_SEND_ONLY_CONFIRM} okText={SWITCH_TO_SEND_ONLY} onConfirm={switchToSendOnly}>
            <Button loading={redirecting}>{SWITCH_TO_SEND_ONLY}</Button>
          </Popconfirm>
        )}
        <Popconfirm
          title={DISCONNECT_GMAIL_CONFIRM}
          okText={DISCONNECT_GMAIL}
          okButtonProps={{ danger: true }}
          onConfirm={disconnectGmail}
        >
          <Button danger loading={disconnect.isPending}>
            {DISCONNECT_GMAIL}
          </Button>
        </Popconfirm>
      </Space>
    </>
  );
}
