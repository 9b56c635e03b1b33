import type { RequestHandler } from 'express';
import { SIGN_IN_REQUIRED } from 'contracts';

/** Account endpoints answer 401 `{ message }` to a request without a live session. */
export const requireSignedIn: RequestHandler = (req, res, next) => {
  if (!req.user) {
    res.status(401).json({ message: SIGN_IN_REQUIRED });
    return;
  }
  next();
};
