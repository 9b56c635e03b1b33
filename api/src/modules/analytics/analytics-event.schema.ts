// Validation of POST /api/analytics/events: a closed list of event names, each with exactly its whitelisted
// properties (contracts ANALYTICS_EVENTS). Anything else is refused with a message naming what was wrong.
import { z } from 'zod';
import {
  ANALYTICS_BODY_SHAPE,
  ANALYTICS_EVENTS,
  ANALYTICS_ID_MAX_LENGTH,
  RESUME_VIEW_OUTCOMES,
  invalidAnalyticsProperty,
  missingAnalyticsProperty,
  unknownAnalyticsEvent,
  unknownAnalyticsProperty,
  type AnalyticsEventName,
  type AnalyticsPropertyName,
} from 'contracts';

const PROPERTY_SCHEMAS: Record<AnalyticsPropertyName, z.ZodType> = {
  candidateId: z
    .string()
    .min(1)
    .max(ANALYTICS_ID_MAX_LENGTH)
    .regex(/^[A-Za-z0-9_-]+$/),
  outcome: z.enum(RESUME_VIEW_OUTCOMES),
};

/** The envelope only; the name and properties are checked against the list below, for clearer messages. */
const envelopeSchema = z.strictObject({
  name: z.string().max(100),
  properties: z.record(z.string(), z.unknown()).default({}),
});

export interface AnalyticsEventInput {
  name: AnalyticsEventName;
  properties: Record<string, unknown>;
}

export type ParsedAnalyticsEvent = { ok: true; event: AnalyticsEventInput } | { ok: false; message: string };

const isEventName = (name: string): name is AnalyticsEventName => Object.hasOwn(ANALYTICS_EVENTS, name);

export function parseAnalyticsEvent(body: unknown): ParsedAnalyticsEvent {
  const envelope = envelopeSchema.safeParse(body);
  if (!envelope.success) return { ok: false, message: ANALYTICS_BODY_SHAPE };
  const { name, properties } = envelope.data;
  if (!isEventName(name)) return { ok: false, message: unknownAnalyticsEvent(name) };

  const allowed: readonly AnalyticsPropertyName[] = ANALYTICS_EVENTS[name];
  const unknown = Object.keys(properties).find((key) => !(allowed as readonly string[]).includes(key));
  if (unknown !== undefined) return { ok: false, message: unknownAnalyticsProperty(name, unknown) };
  const clean: Record<string, unknown> = {};
  for (const property of allowed) {
    if (properties[property] === undefined) return { ok: false, message: missingAnalyticsProperty(name, property) };
    const value = PROPERTY_SCHEMAS[property].safeParse(properties[property]);
    if (!value.success) return { ok: false, message: invalidAnalyticsProperty(property) };
    clean[property] = value.data;
  }
  return { ok: true, event: { name, properties: clean } };
}
