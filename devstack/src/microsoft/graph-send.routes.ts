import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { deliverToRecipients } from './deliver';
import { submitMime } from './exchange-submit';
import { sendNamedError } from './graph-errors';
import { graphGate, graphLocals, sendFault, type MicrosoftContext } from './microsoft-context';
import { decodeStrictBase64 } from './mime-headers.util';
import { addNdr } from './ndr-mail';
import { hasScope } from './scopes';

interface JsonRecipient {
  emailAddress?: { address?: string; name?: string };
}

/** The JSON form of sendMail, turned into the MIME Exchange would build from it. */
function mimeFromJson(body: Record<string, unknown>, from: string): Buffer | undefined {
  const message = body.message as Record<string, unknown> | undefined;
  if (!message || typeof message !== 'object') return undefined;
  const list = (value: unknown) =>
    (Array.isArray(value) ? (value as JsonRecipient[]) : [])
      .map((r) => r.emailAddress?.address)
      .filter(Boolean)
      .join(', ');
  const content = (message.body as { content?: string } | undefined)?.content ?? '';
  const lines = [
    `From: ${from}`,
    `To: ${list(message.toRecipients)}`,
    `Cc: ${list(message.ccRecipients)}`,
    `Bcc: ${list(message.bccRecipients)}`,
  ];
  lines.push(
    `Subject: ${String(message.subject ?? '')}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    content,
  );
  return Buffer.from(lines.filter((line) => !/^(Cc|Bcc): $/.test(line)).join('\r\n'), 'utf8');
}

function requestMime(req: Request, from: string): Buffer | undefined {
  if (typeof req.body === 'string') return decodeStrictBase64(req.body.trim());
  if (req.body && typeof req.body === 'object') return mimeFromJson(req.body as Record<string, unknown>, from);
  return undefined;
}

/**
 * `POST /v1.0/me/sendMail`: MIME (text/plain, base64) or JSON. 202 with an empty body; a copy in Sent Items; the
 * recipients' copies; Exchange Online's and Outlook.com's sending limits.
 */
export function createSendRouter(context: MicrosoftContext): Router {
  const router = Router();
  const parsers = [express.text({ type: 'text/plain', limit: '50mb' }), express.json({ limit: '50mb' })];

  // Graph takes at most 4 MB in one request (reported 413 RequestEntityTooLarge); checked before reading the body.
  const sizeGate = (req: Request, res: Response, next: NextFunction) => {
    const max = context.behaviour.maxRequestBytes;
    if (max > 0 && Number(req.headers['content-length'] ?? 0) > max) {
      // The body is left unread, so the connection cannot carry another request: close it, as front doors do.
      res.setHeader('Connection', 'close');
      return sendNamedError(res, 'tooLarge');
    }
    next();
  };

  router.post('/v1.0/me/sendMail', graphGate(context, 'send', 'send'), sizeGate, ...parsers, async (req, res) => {
    const { token, account, deliveredAnywayFault } = graphLocals(res);
    if (!hasScope(token.scopes, 'Mail.Send')) return sendNamedError(res, 'accessDenied');
    const max = context.behaviour.maxRequestBytes;
    if (max > 0 && typeof req.body === 'string' && Buffer.byteLength(req.body) > max) return sendNamedError(res, 'tooLarge');
    const mime = requestMime(req, account.email);
    if (!mime) return sendNamedError(res, 'invalidMime');
    if (account.sendingBlocked) return sendNamedError(res, 'submissionBlocked');
    const submitted = await submitMime(context.mail, account, mime, context.behaviour);
    if (submitted === 'sendAsDenied') return sendNamedError(res, 'sendAsDenied');
    if (submitted === 'noRecipients')
      return res.status(400).json({ error: { code: 'ErrorInvalidRecipients', message: 'At least one recipient is not valid.' } });
    const verdict = context.limits.judge(account, submitted.recipients.length, context.behaviour);
    if (verdict.kind === 'consumerLimit') {
      context.mail.remove(submitted.sent);
      return sendNamedError(res, 'messageLimit');
    }
    if (verdict.kind === 'quotaNdr') {
      // Accepted (202 "does not indicate ... processing has completed"), then refused at submission: an NDR.
      await addNdr(context, submitted.sent, { reason: 'quota' });
    } else {
      deliverToRecipients(context.mail, account, submitted, verdict.deliverAt);
    }
    if (deliveredAnywayFault) return sendFault(res, deliveredAnywayFault);
    res.status(202).end();
  });

  return router;
}
