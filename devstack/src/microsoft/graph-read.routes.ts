import { Router, type Request, type Response } from 'express';
import type { MailMessage } from './mail.store';
import { sendGraphError, sendNamedError } from './graph-errors';
import { inefficientOrder, parseFilter } from './graph-filter.util';
import { graphGate, graphLocals, type MicrosoftContext } from './microsoft-context';
import { viewMessage } from './message-view';
import { hasScope } from './scopes';
import { createDeltaHandler } from './graph-delta';
import { folderOf, readAccess } from './read-access';

const GRAPH = 'https://graph.microsoft.com/v1.0';

/** `GET /v1.0/me` (needs User.Read) and the headers-only reads of messages. */
export function createReadRouter(context: MicrosoftContext): Router {
  const router = Router();

  router.get('/v1.0/me', graphGate(context, 'me', 'me'), (_req, res) => {
    const { token, account } = graphLocals(res);
    if (!hasScope(token.scopes, 'User.Read')) return sendNamedError(res, 'directoryDenied');
    const [givenName = account.name, ...rest] = account.name.split(' ');
    res.json({
      '@odata.context': `${GRAPH}/$metadata#users/$entity`,
      businessPhones: [],
      displayName: account.name,
      givenName,
      jobTitle: null,
      mail: account.email,
      mobilePhone: null,
      officeLocation: null,
      preferredLanguage: 'en-US',
      surname: rest.join(' ') || null,
      userPrincipalName: account.email,
      id: account.oid,
    });
  });

  const list = (folderParam: (req: Request) => string | undefined) => (req: Request, res: Response) => {
    const access = readAccess(context, req, res);
    if (!access) return;
    const folderName = folderParam(req);
    const folder = folderName === undefined ? undefined : folderOf(folderName);
    if (folderName !== undefined && !folder)
      return sendGraphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    // "Does not include permissions to search messages."
    if (req.query.$search !== undefined)
      return access.basic
        ? sendNamedError(res, 'accessDenied')
        : sendGraphError(res, 400, 'ErrorInvalidUrlQuery', 'The query parameter $search is not supported by the stand-in.');
    const filter = parseFilter(req.query.$filter);
    if (filter === undefined) return sendGraphError(res, 400, 'BadRequest', 'Invalid filter clause');
    if (inefficientOrder(req.query.$filter, req.query.$orderby)) {
      return sendGraphError(res, 400, 'InefficientFilter', 'The restriction or sort order is too complex for this operation.');
    }
    const top = Math.min(1000, Math.max(1, Number(req.query.$top) || 10));
    const skip = Math.max(0, Number(req.query.$skip) || 0);
    const ascending = String(req.query.$orderby ?? '')
      .toLowerCase()
      .includes(' asc');
    const matching = context.mail.list(access.account.email, folder).filter((m) => !filter || filter(m));
    const ordered = [...matching].sort(
      (a: MailMessage, b: MailMessage) =>
        (ascending ? 1 : -1) * (a.receivedDateTime.localeCompare(b.receivedDateTime) || a.changeSeq - b.changeSeq),
    );
    const page = ordered.slice(skip, skip + top);
    const next = new URL(`${context.baseUrl()}${req.path}`);
    for (const [name, value] of Object.entries(req.query))
      if (typeof value === 'string' && name !== '$skip') next.searchParams.set(name, value);
    next.searchParams.set('$skip', String(skip + top));
    res.json({
      '@odata.context': `${GRAPH}/$metadata#users('${access.account.oid}')/messages`,
      value: page.map((m) => viewMessage(m, access.select, access.basic)),
      ...(skip + top < ordered.length ? { '@odata.nextLink': next.toString() } : {}),
    });
  };
  router.get(
    '/v1.0/me/messages',
    graphGate(context, 'messages.list', 'messages'),
    list(() => undefined),
  );
  router.get(
    '/v1.0/me/mailFolders/:folder/messages',
    graphGate(context, 'messages.list', 'messages'),
    list((req) => String(req.params.folder)),
  );
  router.get('/v1.0/me/mailFolders/:folder/messages/delta', graphGate(context, 'delta', 'delta'), createDeltaHandler(context));

  router.get('/v1.0/me/messages/:id', graphGate(context, 'messages.get', 'messages'), (req, res) => {
    const access = readAccess(context, req, res);
    if (!access) return;
    const message = context.mail.byId(access.account.email, String(req.params.id));
    if (!message) return sendGraphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    res.json({
      '@odata.context': `${GRAPH}/$metadata#users('${access.account.oid}')/messages/$entity`,
      ...viewMessage(message, access.select, access.basic),
    });
  });

  return router;
}
