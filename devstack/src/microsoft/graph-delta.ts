import type { Request, Response } from 'express';
import { sendGraphError, sendNamedError } from './graph-errors';
import { parseFilter } from './graph-filter.util';
import type { MicrosoftContext } from './microsoft-context';
import { folderOf, readAccess } from './read-access';
import { viewMessage } from './message-view';

/** What a delta or skip token carries: account, folder, changes after `from` up to `upTo`, the page offset. */
interface DeltaState {
  a: string;
  f: string;
  from: number;
  upTo: number;
  offset: number;
  g: number;
  filter?: string;
}

const DELTA_FILTER = /^receivedDateTime (ge|gt) \S+$/i;
const encode = (state: DeltaState) => Buffer.from(JSON.stringify(state)).toString('base64url');
function decode(token: string): DeltaState | undefined {
  try {
    const state = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as DeltaState;
    return typeof state.a === 'string' && typeof state.from === 'number' ? state : undefined;
  } catch {
    return undefined;
  }
}

/** Graph pages message delta by `Prefer: odata.maxpagesize`; the stand-in's default page is 10. */
function pageSize(req: Request): number {
  const prefer = String(req.headers.prefer ?? '');
  const match = /odata\.maxpagesize=(\d{1,4})/i.exec(prefer);
  return match ? Math.max(1, Number(match[1])) : 10;
}

/**
 * `GET /v1.0/me/mailFolders/{folder}/messages/delta`: the first round lists the folder (optionally
 * `$filter=receivedDateTime ge ...`), page by page with `@odata.nextLink`, and ends with `@odata.deltaLink`; a
 * later round returns what was added since. A token whose sync state Exchange dropped answers 410 SyncStateNotFound.
 */
export function createDeltaHandler(context: MicrosoftContext) {
  return (req: Request, res: Response): void => {
    const access = readAccess(context, req, res);
    if (!access) return;
    const folder = folderOf(String(req.params.folder));
    if (!folder) return sendGraphError(res, 404, 'ErrorItemNotFound', 'The specified object was not found in the store.');
    const email = access.account.email;
    const generation = context.mail.generation(email);
    const raw =
      typeof req.query.$deltatoken === 'string'
        ? req.query.$deltatoken
        : typeof req.query.$skiptoken === 'string'
          ? req.query.$skiptoken
          : undefined;
    let state: DeltaState;
    if (raw !== undefined) {
      const decoded = decode(raw);
      if (!decoded || decoded.a !== email || decoded.f !== folder || decoded.g !== generation) {
        return sendNamedError(res, 'syncStateNotFound', { generation: String(decoded?.g ?? 0), highest: String(generation) });
      }
      state = decoded;
    } else {
      const filterText = typeof req.query.$filter === 'string' ? req.query.$filter : undefined;
      state = { a: email, f: folder, from: 0, upTo: context.mail.currentSeq(), offset: 0, g: generation, filter: filterText };
    }
    if (typeof req.query.$deltatoken === 'string') state = { ...state, upTo: context.mail.currentSeq(), offset: 0 };
    // "The only supported $filter expressions are receivedDateTime ge {value} or receivedDateTime gt {value}."
    const filter = DELTA_FILTER.test(state.filter ?? 'receivedDateTime ge 0') ? parseFilter(state.filter) : undefined;
    if (filter === undefined) return sendGraphError(res, 400, 'BadRequest', 'Invalid filter clause');
    const changes = context.mail
      .list(email, folder)
      .filter((m) => m.changeSeq > state.from && m.changeSeq <= state.upTo && (!filter || filter(m)));
    const size = pageSize(req);
    const page = changes.slice(state.offset, state.offset + size);
    const base = `${context.baseUrl()}/v1.0/me/mailFolders/${encodeURIComponent(String(req.params.folder))}/messages/delta`;
    const select = access.select ? `&$select=${encodeURIComponent(access.select.join(','))}` : '';
    const more = state.offset + size < changes.length;
    const link = more
      ? { '@odata.nextLink': `${base}?$skiptoken=${encode({ ...state, offset: state.offset + size })}${select}` }
      : { '@odata.deltaLink': `${base}?$deltatoken=${encode({ ...state, from: state.upTo, offset: 0 })}${select}` };
    if (req.headers.prefer) res.setHeader('Preference-Applied', `odata.maxpagesize=${size}`);
    res.json({
      '@odata.context': `https://graph.microsoft.com/v1.0/$metadata#Collection(message)`,
      value: page.map((m) => viewMessage(m, access.select, access.basic)),
      ...link,
    });
  };
}
