import express, { Router, type Response } from 'express';
import type { AccountKind } from './accounts';
import { FAULT_ENDPOINTS, FAULT_KINDS, type FaultEndpoint, type FaultKind } from './faults';
import { addAutoReply, addReply } from './inbound-mail';
import { addNdr } from './ndr-mail';
import type { MailMessage } from './mail.store';
import { parseBehaviour } from './microsoft-behaviour';
import type { MicrosoftContext } from './microsoft-context';

type Body = Record<string, unknown>;
const str = (body: Body, name: string) => (typeof body[name] === 'string' ? (body[name] as string) : undefined);

/** A stored message as the control API shows it (with its raw MIME). */
export function describe(message: MailMessage) {
  const { raw, changeSeq: _seq, ...rest } = message;
  return { ...rest, raw };
}

export interface ControlHandles {
  reset(): void;
  caPem(): string;
  issueTokens(email: string, scopes: string[]): { accessToken: string; refreshToken?: string };
}

/** The control API under /__control: accounts, consent and grants, faults, mail in and out, call counts. */
export function createControlRouter(context: MicrosoftContext, handles: ControlHandles): Router {
  const router = Router();
  router.use(express.json({ limit: '5mb' }));
  const { identity, mail } = context;
  const ok = (res: Response, extra: Record<string, unknown> = {}) => res.json({ ok: true, ...extra });
  const messageOr404 = (res: Response, id: string) => {
    const message = mail.all().find((m) => m.id === id);
    if (!message) res.status(404).json({ error: `No message ${id}` });
    return message;
  };

  router.post('/reset', (_req, res) => {
    handles.reset();
    ok(res);
  });
  router.get('/ca.pem', (_req, res) => res.type('application/x-pem-file').send(handles.caPem()));
  router.get('/accounts', (_req, res) =>
    res.json({ accounts: [...identity.accounts.values()], tenants: [...identity.tenants.values()] }),
  );
  router.post('/accounts', (req, res) => {
    const body = (req.body ?? {}) as Body;
    const email = str(body, 'email');
    if (!email || !email.includes('@')) return res.status(400).json({ error: 'email is required' });
    const kind: AccountKind = body.kind === 'personal' ? 'personal' : 'work';
    const tenantId = str(body, 'tenantId') ?? [...identity.tenants.values()][kind === 'personal' ? 0 : 1]!.id;
    const account = identity.addAccount({
      email,
      name: str(body, 'name') ?? email,
      kind,
      tenantId,
      unlicensed: body.unlicensed === true,
      sendingBlocked: body.sendingBlocked === true,
      ...(str(body, 'mail') ? { mail: str(body, 'mail') } : {}),
      ...(body.mailDomainVerified === false ? { mailDomainVerified: false } : {}),
    });
    ok(res, { account });
  });
  router.post('/admin-consent', (req, res) => {
    const tenant = identity.tenants.get(str((req.body ?? {}) as Body, 'tenantId') ?? '');
    if (!tenant) return res.status(404).json({ error: 'unknown tenant' });
    tenant.adminConsented = true;
    ok(res, { tenant });
  });
  router.post('/revoke', (req, res) => {
    const body = (req.body ?? {}) as Body;
    const why = body.why === 'passwordReset' ? 'passwordReset' : 'consentRemoved';
    ok(res, { revoked: identity.revoke(str(body, 'email') ?? '', why) });
  });
  router.post('/tokens', (req, res) => {
    const body = (req.body ?? {}) as Body;
    const scopes = Array.isArray(body.scopes) ? body.scopes.map(String) : ['Mail.Send', 'offline_access'];
    res.json(handles.issueTokens(str(body, 'email') ?? '', scopes));
  });
  router.post('/expire-access-tokens', (_req, res) => (identity.expireAccessTokens(), ok(res)));
  router.post(
    '/expire-refresh-tokens',
    (req, res) => (identity.expireRefreshTokens(str((req.body ?? {}) as Body, 'email')), ok(res)),
  );
  router.post('/expire-codes', (_req, res) => (identity.expireCodes(), ok(res)));
  router.post('/expire-sync-state', (req, res) =>
    ok(res, { generation: mail.expireSyncState(str((req.body ?? {}) as Body, 'email') ?? '') }),
  );
  router.post('/fail-next', (req, res) => {
    const body = (req.body ?? {}) as Body;
    const kind = str(body, 'kind') as FaultKind | undefined;
    const endpoint = str(body, 'endpoint') as FaultEndpoint | undefined;
    if (kind && !FAULT_KINDS.includes(kind))
      return res.status(400).json({ error: `kind must be one of ${FAULT_KINDS.join(', ')}` });
    if (endpoint && !FAULT_ENDPOINTS.includes(endpoint))
      return res.status(400).json({ error: `endpoint must be one of ${FAULT_ENDPOINTS.join(', ')}` });
    const fault = context.faults.failNext({
      kind,
      endpoint,
      count: Number(body.count) || 1,
      retryAfterSeconds: Number(body.retryAfterSeconds ?? 2),
      deliverAnyway: body.deliverAnyway === true,
    });
    ok(res, { fault });
  });
  router.post('/clear-faults', (_req, res) => (context.faults.reset(), ok(res)));
  router.post('/latency', (req, res) => ((context.faults.latencyMs = Number((req.body as Body)?.ms) || 0), ok(res)));
  router.post('/behaviour', (req, res) => {
    context.behaviour = { ...context.behaviour, ...parseBehaviour(req.body) };
    ok(res, { behaviour: context.behaviour });
  });
  router.get('/mailboxes/:email/:folder', (req, res) => {
    const folder = req.params.folder === 'inbox' ? 'inbox' : 'sentitems';
    res.json({ messages: mail.list(req.params.email.toLowerCase(), folder).map(describe) });
  });
  router.get('/recipients/:address', (req, res) => res.json({ copies: mail.copiesFor(req.params.address) }));
  router.get('/calls', (_req, res) => res.json({ calls: context.calls.snapshot() }));
  router.post('/messages/:id/reply', (req, res) => {
    const original = messageOr404(res, req.params.id);
    if (original) res.json({ message: describe(addReply(context, original, (req.body ?? {}) as Body)) });
  });
  router.post('/messages/:id/auto-reply', (req, res) => {
    const original = messageOr404(res, req.params.id);
    if (original) res.json({ message: describe(addAutoReply(context, original, (req.body ?? {}) as Body)) });
  });
  router.post('/messages/:id/bounce', async (req, res) => {
    const original = messageOr404(res, req.params.id);
    if (original)
      res.json({ message: describe(await addNdr(context, original, { recipient: str((req.body ?? {}) as Body, 'recipient') })) });
  });
  return router;
}
