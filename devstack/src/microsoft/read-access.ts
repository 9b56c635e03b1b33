import type { Request, Response } from 'express';
import type { FolderName } from './mail.store';
import { sendGraphError, sendNamedError } from './graph-errors';
import { graphLocals, type MicrosoftContext } from './microsoft-context';
import { isMessageProperty, parseSelect, refusedProperties } from './message-view';
import { hasScope } from './scopes';

/** Well-known folder names (case-insensitive) and the stand-in's folder ids. */
export function folderOf(name: string): FolderName | undefined {
  const lower = name.toLowerCase();
  if (lower === 'inbox' || lower === 'aqmkinbox') return 'inbox';
  if (lower === 'sentitems' || lower === 'aqmksentitems') return 'sentitems';
  return undefined;
}

/** Which read the token allows: full (Mail.Read), basic (Mail.ReadBasic only) or none. */
export function readLevel(scopes: ReadonlySet<string>): 'full' | 'basic' | 'none' {
  if (hasScope(scopes, 'Mail.Read') || hasScope(scopes, 'Mail.ReadWrite')) return 'full';
  return hasScope(scopes, 'Mail.ReadBasic') ? 'basic' : 'none';
}

/** Checks read permission and $select; answers the refusal itself and returns undefined when refused. */
export function readAccess(context: MicrosoftContext, req: Request, res: Response) {
  const { token, account } = graphLocals(res);
  const level = readLevel(token.scopes);
  if (level === 'none') return void sendNamedError(res, 'accessDenied');
  const select = parseSelect(req.query.$select);
  const unknown = select?.find((name) => !isMessageProperty(name));
  if (unknown) {
    return void sendGraphError(
      res,
      400,
      'RequestBroker--ParseUri',
      `Could not find a property named '${unknown}' on type 'microsoft.graph.message'.`,
    );
  }
  const refused = refusedProperties(select, level === 'basic', context.behaviour.readBasicAllowsHeaders);
  if (refused.length > 0) return void sendNamedError(res, 'accessDenied');
  return { account, select, basic: level === 'basic' };
}
