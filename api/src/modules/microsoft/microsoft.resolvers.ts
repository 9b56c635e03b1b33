// GraphQL of the Microsoft module: Settings' "Connect Outlook" (startOutlookConnection) answers the URL of
// Microsoft's sign-in and consent pages; the callback route completes it (microsoft-grant.routes.ts).
// 'Switch to Send only' (switchOutlookToSendOnly) narrows the stored grant (outlook-tier.service.ts).
import {
  FAILED_TO_START_OUTLOOK_CONNECTION,
  OUTLOOK_ALREADY_SEND_ONLY,
  OUTLOOK_CONNECTION_STARTED,
  OUTLOOK_NOT_CONNECTED_FOR_SWITCH,
  OUTLOOK_SWITCHED_TO_SEND_ONLY,
} from 'contracts';
import type { Resolvers } from 'contracts/resolvers-types';
import { isMicrosoftConfigured } from '../../config/microsoft.config';
import { currentUserId } from '../../core/current-user.util';
import type { GraphQLContext } from '../../core/graphql-context.types';
import { safeReturnPath } from '../mailbox';
import { microsoftClientsFor } from './microsoft-clients.registry';
import { MicrosoftNetworkError } from './microsoft-https.client';
import { MicrosoftOAuthError } from './microsoft-oauth.client';
import { startOutlookConnection } from './outlook-connection.service';
import { switchOutlookToSendOnly, type OutlookSendOnlyResult } from './outlook-tier.service';

const failed = { success: false, message: FAILED_TO_START_OUTLOOK_CONNECTION, url: null };

const SEND_ONLY_ANSWERS: Readonly<Record<OutlookSendOnlyResult, { success: boolean; message: string }>> = {
  switched: { success: true, message: OUTLOOK_SWITCHED_TO_SEND_ONLY },
  'already-send-only': { success: true, message: OUTLOOK_ALREADY_SEND_ONLY },
  'not-connected': { success: false, message: OUTLOOK_NOT_CONNECTED_FOR_SWITCH },
};

export const microsoftResolvers: Resolvers<GraphQLContext> = {
  Mutation: {
    startOutlookConnection: async (_parent, { detectReplies, returnTo }, ctx) => {
      const { microsoft } = ctx.config;
      if (!isMicrosoftConfigured(microsoft)) {
        ctx.logger.error('startOutlookConnection: MICROSOFT_CLIENT_ID / MICROSOFT_CLIENT_SECRET are not set');
        return failed;
      }
      try {
        const { url } = await startOutlookConnection(
          {
            db: ctx.db,
            appOrigin: ctx.config.appOrigin,
            ring: ctx.config.tokenEncryption,
            oauth: microsoftClientsFor(microsoft).oauth(),
          },
          { userId: currentUserId(ctx), detectReplies, returnTo: safeReturnPath(returnTo ?? undefined) },
        );
        return { success: true, message: OUTLOOK_CONNECTION_STARTED, url };
      } catch (error) {
        // The authority's metadata could not be read: nothing was stored, the user may try again.
        if (!(error instanceof MicrosoftOAuthError || error instanceof MicrosoftNetworkError)) throw error;
        ctx.logger.warn({ err: error }, 'startOutlookConnection: Microsoft could not be reached');
        return failed;
      }
    },
    switchOutlookToSendOnly: async (_parent, _args, ctx) => {
      const userId = currentUserId(ctx);
      const result = await switchOutlookToSendOnly(ctx.db, userId);
      if (result === 'switched') ctx.logger.info({ userId }, 'Outlook switched to send-only: the grant no longer reads');
      return SEND_ONLY_ANSWERS[result];
    },
  },
};
