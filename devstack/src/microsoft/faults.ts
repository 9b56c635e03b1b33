import type { GraphErrorName } from './graph-errors';

/** Where a scripted failure lands: one Graph call, the token endpoint, or any of them. */
export type FaultEndpoint = 'any' | 'send' | 'token' | 'me' | 'messages' | 'delta';
export const FAULT_ENDPOINTS: readonly FaultEndpoint[] = ['any', 'send', 'token', 'me', 'messages', 'delta'];

/** A Graph error by name (graph-errors.ts) or a bare status. */
export type FaultKind = GraphErrorName | 'throttled' | 'gatewayTimeout';
export const FAULT_KINDS: readonly FaultKind[] = [
  'throttled',
  'concurrency',
  'serverError',
  'unavailable',
  'gatewayTimeout',
  'badToken',
  'accessDenied',
  'noMailbox',
  'sendAsDenied',
  'submissionBlocked',
  'messageLimit',
  'submissionQuota',
];

export interface Fault {
  kind: FaultKind;
  endpoint: FaultEndpoint;
  remaining: number;
  /** Seconds in the Retry-After header of a 429/503 (Graph sends whole seconds). */
  retryAfterSeconds: number;
  /** A send that Exchange took (Sent Items, delivered) while the answer is still the fault. */
  deliverAnyway: boolean;
}

/** Scripted failures ("the next 2 sends answer 429") and latency. */
export class FaultInjector {
  private faults: Fault[] = [];
  latencyMs = 0;

  failNext(input: Partial<Omit<Fault, 'remaining'>> & { count?: number }): Fault {
    const fault: Fault = {
      kind: input.kind ?? 'throttled',
      endpoint: input.endpoint ?? 'any',
      remaining: Math.max(1, Math.floor(input.count ?? 1)),
      retryAfterSeconds: Math.max(0, Math.floor(input.retryAfterSeconds ?? 2)),
      deliverAnyway: input.deliverAnyway === true,
    };
    this.faults.push(fault);
    return fault;
  }

  take(endpoint: Exclude<FaultEndpoint, 'any'>): Fault | undefined {
    const index = this.faults.findIndex((fault) => fault.endpoint === 'any' || fault.endpoint === endpoint);
    const fault = this.faults[index];
    if (!fault) return undefined;
    if (--fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }

  reset(): void {
    this.faults = [];
    this.latencyMs = 0;
  }
}
