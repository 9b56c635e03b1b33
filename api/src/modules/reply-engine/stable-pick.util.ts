// Chooses among phrasings with a stable hash, so one user drafting for one role always reads the same text
// (drafts can be regenerated without reshuffling) while different users get different combinations.

const FNV_OFFSET = 0x811c9dc5;

/** 32-bit FNV-1a: tiny, fast and well spread for short keys; not for anything secret. `from` continues a hash. */
export function fnv1a(text: string, from: number = FNV_OFFSET): number {
  let hash = from;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** A picker bound to one (seed, role): each slot name draws independently from the same key. */
export function stablePicker(seed: string, role: string) {
  // The key is hashed once; each slot continues from it (same value as hashing key and slot together).
  const base = fnv1a(`${seed}\u0000${role.trim().toLowerCase()}`);
  return <T>(slot: string, options: readonly T[]): T => {
    if (options.length === 0) throw new Error(`no phrasings for ${slot}`);
    return options[fnv1a(`\u0000${slot}`, base) % options.length]!;
  };
}

export type Picker = ReturnType<typeof stablePicker>;
