import { Alert, Button, Card, Popconfirm, Skeleton, Space, Tag } from 'antd';
import {
  AUTH_REDIRECT_ERRORS,
  DEFAULT_GMAIL_TIER,
  DISCONNECT_GMAIL,
  DISCONNECT_GMAIL_CONFIRM,
  DisconnectGmailDocument,
  GMAIL_TIERS,
  GmailConnectionDocument,
  MailPermissionDocument,
  RECONNECT_GMAIL,
  RECONNECT_GMAIL_TO_RESUME,
  SETTINGS_ROUTE,
  SWITCH_TO_DETECT_REPLIES,
  SWITCH_TO_SEND_ONLY,
  SWITCH_TO_SEND_ONLY_CONFIRM,
  otherSendingAddressNotice,
  type GmailConnectionQuery,
} from 'contracts';
import { useGraphQLMutation, useGraphQLQuery, useSessionStore } from 'shared-ui';
import { useRedirectError } from 'shared-ui/core';
import { GmailConnectPanel } from '../gmail/gmail-connect-panel';
import { useGmailAuthorization } from '../gmail/use-gmail-authorization';
import { useInvalidateOperations } from '../use-invalidate-operations';
import { useSettingsNotice } from '../use-settings-notice';

type Connection = GmailConnectionQuery['gmailConnection'];

/**
 * Settings › Email Permissions: not connected, the two tiers and the spec's 'Authorize Google Mail'; connected,
 * the Gmail address and its tier ('Authorized'), switching tier and 'Disconnect'; revoked or disconnected,
 * 'Reconnect Gmail to resume'. Google comes back to this page (spec: the default return route), or with
 * `?error=gmail` shows the §8 failure.
 */
export function GmailPermissionCard() {
  const connection = useGraphQLQuery(GmailConnectionDocument, {});
  const { showGrantFailure } = useGmailAuthorization(SETTINGS_ROUTE);
  useRedirectError(AUTH_REDIRECT_ERRORS.gmail, showGrantFailure);
  const state = connection.data?.gmailConnection;

  return (
    <Card title="Email Permissions" className="db-section">
      {connection.isPending ? (
        <Skeleton.Button active />
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
          <GmailConnectPanel
            returnTo={SETTINGS_ROUTE}
            initialTier={state.tier ?? DEFAULT_GMAIL_TIER}
            connectLabel={RECONNECT_GMAIL}
          />
        </>
      ) : (
        <GmailConnectPanel returnTo={SETTINGS_ROUTE} connectLabel="Authorize Google Mail" />
      )}
    </Card>
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
  const refresh = () => invalidate(GmailConnectionDocument, MailPermissionDocument);

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
        Connected as <strong>{connection.googleEmail}</strong> <Tag color="blue">{GMAIL_TIERS[tier].label}</Tag>
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
