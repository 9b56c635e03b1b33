// Whether the user asked for reduced motion: the chat then shows replies at once instead of typing them out.
// Read when a reply arrives, so a change of the setting applies to the next reply.
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}
