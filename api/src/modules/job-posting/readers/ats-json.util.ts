// zod pieces for the ATS answers: every field optional and tolerant (a value of the wrong type reads as absent, so
// one odd field never sinks a read), bounded before use by the posting-fields helpers.
import { z } from 'zod';

export const maybeText = z.string().max(1_000_000).optional().catch(undefined);
export const maybeBool = z.boolean().optional().catch(undefined);
export const maybeNumber = z.number().optional().catch(undefined);
export const maybeId = z
  .union([z.string().max(200), z.number()])
  .optional()
  .catch(undefined);

/** Parses with the schema; null when the body is not even the right kind of object. */
export function parseShape<T extends z.ZodType>(schema: T, json: unknown): z.infer<T> | null {
  const result = schema.safeParse(json);
  return result.success ? result.data : null;
}
