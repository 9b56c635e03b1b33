// Bad input to /api/auth answers 400 { message } before any route, limit or query sees it: PostgreSQL refuses NUL in
// text (that was a 500), line breaks have no place in a one-line field, and an address longer than RFC 5321 allows
// can never receive mail. Runs after the JSON body is read and before the session is loaded.
import type { Request, RequestHandler } from 'express';
import {
  AUTH_PATHS,
  CONTROL_CHARACTERS_REFUSED,
  SINGLE_LINE_CONTROL_CHARACTERS,
  controlCharactersIn,
  validateEmailBounds,
  validatePasswordBound,
} from 'contracts';

const PASSWORD_FIELDS = new Set(['password', 'newPassword', 'currentPassword', 'confirmPassword']);

function controlCharacterMessage(field: string | undefined): string {
  if (field === 'name') return controlCharactersIn('Name');
  if (field === 'email') return controlCharactersIn('Email');
  if (field !== undefined && PASSWORD_FIELDS.has(field)) return controlCharactersIn('Password');
  return CONTROL_CHARACTERS_REFUSED;
}

/** The first control character anywhere in `value` (keys included), as the message for the field holding it. */
function controlCharacterProblem(value: unknown, field?: string): string | null {
  if (typeof value === 'string') return SINGLE_LINE_CONTROL_CHARACTERS.test(value) ? controlCharacterMessage(field) : null;
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = controlCharacterProblem(item, field);
      if (problem) return problem;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (SINGLE_LINE_CONTROL_CHARACTERS.test(key)) return CONTROL_CHARACTERS_REFUSED;
      const problem = controlCharacterProblem(item, field ?? key);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Query values a provider's redirect back may carry on several lines: Microsoft's `error_description` ends with
 * "Trace ID", "Correlation ID" and "Timestamp" lines. Only its AADSTS code is read; it is never stored.
 */
const MULTI_LINE_QUERY: Readonly<Record<string, string>> = { [AUTH_PATHS.microsoftCallback]: 'error_description' };

/** The first problem of the request's input, or null. */
export function authInputProblem(req: Pick<Request, 'body' | 'query'> & { path?: string }): string | null {
  const body: unknown = req.body;
  const multiLine = req.path === undefined ? undefined : MULTI_LINE_QUERY[req.path];
  const query = multiLine
    ? Object.fromEntries(Object.entries(req.query ?? {}).filter(([name]) => name !== multiLine))
    : req.query;
  const problem = controlCharacterProblem(query) ?? controlCharacterProblem(body);
  if (problem) return problem;
  if (typeof body !== 'object' || body === null) return null;
  for (const [field, value] of Object.entries(body as Record<string, unknown>)) {
    if (typeof value !== 'string') continue;
    const fieldProblem =
      field === 'email' ? validateEmailBounds(value) : PASSWORD_FIELDS.has(field) ? validatePasswordBound(value) : null;
    if (fieldProblem) return fieldProblem;
  }
  return null;
}

export const authInputGuard: RequestHandler = (req, res, next) => {
  const problem = authInputProblem(req);
  if (problem) return void res.status(400).json({ message: problem });
  next();
};
