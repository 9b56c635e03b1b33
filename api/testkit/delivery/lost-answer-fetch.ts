// A fetch for tests: Gmail takes the message, but its answer never reaches the worker (connection reset).
export const lostAnswerFetch: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (String(input).includes('/messages/send')) throw new TypeError('fetch failed', { cause: { code: 'ECONNRESET' } });
  return response;
};
