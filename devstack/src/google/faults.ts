/** Endpoints a fault can target; 'any' matches every Google API call (not the consent page or control API). */
export type FaultEndpoint = 'any' | 'send' | 'token' | 'userinfo' | 'revoke' | 'threads' | 'messages' | 'history' | 'profile';
export type FaultStatus = 400 | 401 | 403 | 429 | 500;

/**
 * Error bodies Google answers in besides the common ones: the Gmail API disabled in the project (403
 * accessNotConfigured + SERVICE_DISABLED details), a Workspace admin policy (403 domainPolicy), Gmail off for the
 * account (400 failedPrecondition 'Mail service not enabled'), and a body without `errors[]` (status and message only).
 */
export type FaultVariant = 'accessNotConfigured' | 'domainPolicy' | 'failedPrecondition' | 'statusOnly' | 'rateLimitExceeded403';
export const FAULT_VARIANTS: readonly FaultVariant[] = [
  'accessNotConfigured',
  'domainPolicy',
  'failedPrecondition',
  'statusOnly',
  'rateLimitExceeded403',
];

export const FAULT_ENDPOINTS: readonly FaultEndpoint[] = [
  'any',
  'send',
  'token',
  'userinfo',
  'revoke',
  'threads',
  'messages',
  'history',
  'profile',
];
export const FAULT_STATUSES: readonly FaultStatus[] = [400, 401, 403, 429, 500];

export interface Fault {
  status: FaultStatus;
  endpoint: FaultEndpoint;
  remaining: number;
  retryAfterSeconds: number;
  /** A 429 also carries a Retry-After header (Gmail's usual 429 does not: only the time in its message). */
  retryAfterHeader?: boolean;
  variant?: FaultVariant;
  /**
   * A send that is stored (Sent copy, thread, as a normal send) and still answered 500 backendError: Gmail has been
   * reported to deliver a message whose messages.send answered 5xx (googleapis/google-api-python-client#1474).
   */
  deliverAnyway?: boolean;
}

const VARIANT_STATUS: Record<FaultVariant, FaultStatus> = {
  accessNotConfigured: 403,
  domainPolicy: 403,
  failedPrecondition: 400,
  statusOnly: 429,
  rateLimitExceeded403: 403,
};

/** Scripted failures ("the next N sends answer 429") and artificial latency. */
export class FaultInjector {
  private faults: Fault[] = [];
  latencyMs = 0;

  failNext(input: {
    count?: number;
    status?: FaultStatus;
    endpoint?: FaultEndpoint;
    retryAfterSeconds?: number;
    retryAfterHeader?: boolean;
    variant?: FaultVariant;
    deliverAnyway?: boolean;
  }): Fault {
    const fault: Fault = {
      status: input.status ?? (input.deliverAnyway ? 500 : VARIANT_STATUS[input.variant ?? 'statusOnly']),
      variant: input.variant,
      endpoint: input.endpoint ?? 'any',
      remaining: Math.max(1, Math.floor(input.count ?? 1)),
      retryAfterSeconds: input.retryAfterSeconds ?? 1,
      retryAfterHeader: input.retryAfterHeader === true,
      ...(input.deliverAnyway === true ? { deliverAnyway: true } : {}),
    };
    this.faults.push(fault);
    return fault;
  }

  /** Takes one failure for this endpoint if any is queued (oldest first). */
  take(endpoint: Exclude<FaultEndpoint, 'any'>): Fault | undefined {
    const index = this.faults.findIndex((fault) => fault.endpoint === 'any' || fault.endpoint === endpoint);
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.remaining--;
    if (fault.remaining <= 0) this.faults.splice(index, 1);
    return fault;
  }

  pending(): Fault[] {
    return this.faults.map((fault) => ({ ...fault }));
  }

  reset(): void {
    this.faults = [];
    this.latencyMs = 0;
  }
}
