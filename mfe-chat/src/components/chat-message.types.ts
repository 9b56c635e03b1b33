/** One line of the Reply Engine conversation (spec §3 'Chat message'). */
export interface ChatMessage {
  id: string;
  role: 'bot' | 'user';
  content: string;
  /** Epoch milliseconds. */
  timestamp: number;
}
