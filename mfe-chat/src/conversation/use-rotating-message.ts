// Step 3's progress line (product.md §4): the messages take turns every 2.5 s while the emails are drafted.
import { useEffect, useState } from 'react';
import { TIMINGS } from 'contracts';

export function useRotatingMessage(messages: readonly string[]): string {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((current) => (current + 1) % messages.length), TIMINGS.progressMessageInterval);
    return () => clearInterval(timer);
  }, [messages.length]);
  return messages[index] ?? '';
}
