import { Router } from 'express';
import { AUTH_PATHS, AUTH_ROUTES, DELETE_ACCOUNT_CONFIRMATION, DELETE_CONFIRMATION_REQUIRED, SIGN_IN_REQUIRED } from 'contracts';
import type { Database } from '../../db/db.client';
import {
  requireSignedIn,
  destroySession,
  toPublicUser,
  SESSION_COOKIE_NAME,
  type SessionMiddleware,
  revokeUserSessions,
  validateDisplayName,
} from '../auth';
import { toSessionUser } from '../../core/session-user.types';
import { deleteUserFiles, type AttachmentStorage } from '../attachment';
import type { TokenKeyRing } from '../mailbox';
import { passwordChangedEmail, type Mailer } from '../mailer';
import { deleteAccount } from './account-deletion.service';
import { exportAccount } from './account-export.service';
import { changePassword, updateUserName } from './account.service';

interface AccountRoutesOptions {
  db: Database;
  session: SessionMiddleware;
  /** Sends 'Your password was changed' after a change. */
  mailer: Mailer;
  /** The app's origin, for the forgot-password link in that mail. */
  appOrigin: string;
  /** Object storage of the user's files, deleted with the account; absent when none is configured. */
  fileStorage?: AttachmentStorage;
  /** The key ring sealing stored resume texts (opened for the export). */
  textKeys: TokenKeyRing;
  /** Ends the user's paid plan in Stripe when the account is deleted: nothing more is charged. */
  endPaidPlan?: (userId: string) => Promise<unknown>;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const OK = { status: true } as const;

/** The signed-in user's own account under /api/auth: every endpoint acts on req.user only (401 without it). */
export function accountRoutes({
  db,
  session,
  mailer,
  appOrigin,
  fileStorage,
  textKeys,
  endPaidPlan,
}: AccountRoutesOptions): Router {
  const router = Router();

  router.post(AUTH_PATHS.updateUser, requireSignedIn, async (req, res) => {
    const name = text(req.body?.name);
    const problem = validateDisplayName(name);
    if (problem) return void res.status(400).json({ message: problem });
    const user = await updateUserName(db, req.user!.id, name!);
    if (!user) return void res.status(401).json({ message: SIGN_IN_REQUIRED });
    res.json({ user: toPublicUser(toSessionUser(user)) });
  });

  router.post(AUTH_PATHS.changePassword, requireSignedIn, async (req, res) => {
    const result = await changePassword(db, req.user!.id, {
      currentPassword: text(req.body?.currentPassword),
      newPassword: text(req.body?.newPassword),
      confirmPassword: text(req.body?.confirmPassword),
    });
    if (!result.ok) return void res.status(400).json({ message: result.message });
    // A changed password shuts out whoever else was signed in with the old one; this browser stays in.
    await revokeUserSessions(db, req.user!.id, { keepSessionId: req.sessionID });
    res.json(OK);
    // The owner hears of it by mail (if it was not them, the mail says how to take the account back).
    const { email, name } = req.user!;
    const forgotPasswordUrl = new URL(AUTH_ROUTES.forgotPassword, appOrigin).toString();
    const changedAt = new Date();
    mailer.sendLater(async () => passwordChangedEmail({ to: email, name, changedAt, how: 'changed', forgotPasswordUrl }));
  });

  router.post(AUTH_PATHS.revokeSessions, requireSignedIn, async (req, res) => {
    await revokeUserSessions(db, req.user!.id, { keepSessionId: req.sessionID });
    res.json(OK);
  });

  router.post(AUTH_PATHS.deleteUser, requireSignedIn, async (req, res) => {
    if (req.body?.confirm !== DELETE_ACCOUNT_CONFIRMATION) {
      return void res.status(400).json({ message: DELETE_CONFIRMATION_REQUIRED });
    }
    const deletion = await deleteAccount(db, req.user!.id);
    if (!deletion) return void res.status(401).json({ message: SIGN_IN_REQUIRED });
    req.log?.info({ userId: req.user!.id, ...deletion }, 'account deleted');
    // A deleted account is never charged again. Should Stripe fail now, the deletion stands and the error is logged
    // for the operator (the subscription is then cancelled by hand in Stripe's dashboard).
    await endPaidPlan?.(req.user!.id).catch((error: unknown) =>
      req.log?.error({ userId: req.user!.id, err: error }, 'account deleted: its Stripe subscription was not cancelled'),
    );
    // Nothing can use the files any more: they go now. Should storage fail, the purge job deletes them later.
    if (fileStorage) {
      await deleteUserFiles(db, fileStorage, req.user!.id).catch((error: unknown) =>
        req.log?.warn({ userId: req.user!.id, err: error }, 'account deleted: stored files left for the purge'),
      );
    }
    await destroySession(req);
    res.clearCookie(SESSION_COOKIE_NAME, session.cookieOptions);
    res.json(OK);
  });

  router.get(AUTH_PATHS.exportAccount, requireSignedIn, async (req, res) => {
    const data = await exportAccount(db, req.user!.id, textKeys);
    if (!data) return void res.status(401).json({ message: SIGN_IN_REQUIRED });
    const day = data.exportedAt.slice(0, 10);
    res.set('Cache-Control', 'no-store');
    res.attachment(`followup-agent-export-${day}.json`);
    res.type('application/json');
    res.send(JSON.stringify(data, null, 2));
  });

  return router;
}
