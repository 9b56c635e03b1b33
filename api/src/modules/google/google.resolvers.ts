// GraphQL of the Google module: start the Gmail consent (startGoogleAuthFlow), whether sending is allowed, and the
// Settings › Email Permissions connection (its tier, disconnecting, going back to 'Send only'); the provider-neutral
// mailConnection and disconnectMailbox answer here too, since disconnecting a Gmail grant revokes it at Google.
import {
  FAILED_TO_DISCONNECT_GMAIL,
  FAILED_TO_START_GOOGLE_AUTH,
  FAILED_TO_SWITCH_GMAIL_TIER,
  GMAIL_ALREADY_DISCONNECTED,
  GMAIL_DISCONNECTED,
  GMAIL_SEND_ONLY_CONSENT_STARTED,
  MAILBOX_ALREADY_DISCONNECTED,
  MAILBOX_DISCONNECTED,
} from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import { currentUserId } from '../../core/current-user.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { googleOAuthClient } from './google-clients.factory';
import { GoogleNetworkError } from './google-http.util';
import {
  disconnectGmail,
  downgradeGmailToSendOnly,
  gmailConnection,
  type GmailConnectionDeps,
} from './grant/gmail-connection.service';
import { startGoogleAuthFlow } from './grant/google-auth-flow.service';
import { GoogleAuthNotConfiguredError } from './grant/google-grant.errors';
import { mailPermission } from './grant/mail-permission.service';
import { GoogleOAuthError } from './oauth/google-oauth.client';
import { mailConnection } from '../mailbox';

export const GOOGLE_AUTH_STARTED = 'Google Mail authorization started';

const connectionDeps = (ctx: GraphQLContext): GmailConnectionDeps => ({
  db: ctx.db,
  config: ctx.config,
  ring: ctx.config.tokenEncryption,
  oauth: () => googleOAuthClient(ctx.config),
});

/** Google could not be reached or refused the revocation: nothing was changed, the user may try again. */
const isGoogleUnreachable = (error: unknown) => error instanceof GoogleOAuthError || error instanceof GoogleNetworkError;

export const googleResolvers: Resolvers<GraphQLContext> = {
  Query: {
    mailPermission: (_parent, _args, ctx) => mailPermission(ctx.db, currentUserId(ctx)),
    gmailConnection: (_parent, _args, ctx) => gmailConnection(ctx.db, currentUserId(ctx)),
    mailConnection: (_parent, _args, ctx) => mailConnection(ctx.db, currentUserId(ctx)),
  },
  Mutation: {
    // The consent URL (gmail.send, offline) with a state bound to this user; the browser goes there next.
    startGoogleAuthFlow: async (_parent, { returnTo, detectReplies }, ctx) => {
      try {
        const { url } = await startGoogleAuthFlow(
          { db: ctx.db, config: ctx.config },
          { userId: currentUserId(ctx), returnTo: returnTo ?? undefined, detectReplies: detectReplies ?? false },
        );
        return { success: true, message: GOOGLE_AUTH_STARTED, url };
      } catch (error) {
        if (error instanceof GoogleAuthNotConfiguredError) {
          ctx.logger.error('startGoogleAuthFlow: Google OAuth is not configured');
          return { success: false, message: FAILED_TO_START_GOOGLE_AUTH, url: null };
        }
        throw error;
      }
    },
    disconnectGmail: async (_parent, _args, ctx) => {
      const userId = currentUserId(ctx);
      try {
        const result = await disconnectGmail(connectionDeps(ctx), userId);
        if (result === 'not-connected') return { success: false, message: GMAIL_ALREADY_DISCONNECTED };
        ctx.logger.info({ userId }, 'Gmail disconnected by the user');
        return { success: true, message: GMAIL_DISCONNECTED };
      } catch (error) {
        if (!isGoogleUnreachable(error)) throw error;
        ctx.logger.warn({ userId, err: error }, 'disconnectGmail: Google did not revoke the token');
        return { success: false, message: FAILED_TO_DISCONNECT_GMAIL };
      }
    },
    // Settings' Disconnect for either provider: Gmail's grant revoked at Google first, Outlook's tokens forgotten.
    disconnectMailbox: async (_parent, _args, ctx) => {
      const userId = currentUserId(ctx);
      try {
        const result = await disconnectGmail(connectionDeps(ctx), userId);
        if (result === 'not-connected') return { success: false, message: MAILBOX_ALREADY_DISCONNECTED };
        ctx.logger.info({ userId }, 'mailbox disconnected by the user');
        return { success: true, message: MAILBOX_DISCONNECTED };
      } catch (error) {
        if (!isGoogleUnreachable(error)) throw error;
        ctx.logger.warn({ userId, err: error }, 'disconnectMailbox: Google did not revoke the token');
        return { success: false, message: FAILED_TO_DISCONNECT_GMAIL };
      }
    },
    // The consent URL for gmail.send alone, once the current token (with gmail.metadata) is revoked.
    downgradeGmailToSendOnly: async (_parent, { returnTo }, ctx) => {
      const userId = currentUserId(ctx);
      try {
        const { url } = await downgradeGmailToSendOnly(connectionDeps(ctx), { userId, returnTo: returnTo ?? undefined });
        ctx.logger.info({ userId }, 'Gmail reply detection given up: send-only consent started');
        return { success: true, message: GMAIL_SEND_ONLY_CONSENT_STARTED, url };
      } catch (error) {
        if (error instanceof GoogleAuthNotConfiguredError) {
          ctx.logger.error('downgradeGmailToSendOnly: Google OAuth is not configured');
          return { success: false, message: FAILED_TO_START_GOOGLE_AUTH, url: null };
        }
        if (!isGoogleUnreachable(error)) throw error;
        ctx.logger.warn({ userId, err: error }, 'downgradeGmailToSendOnly: Google did not revoke the token');
        return { success: false, message: FAILED_TO_SWITCH_GMAIL_TIER, url: null };
      }
    },
  },
};
