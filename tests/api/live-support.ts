// A client of the live counts subscription over SSE, as the web client speaks it (POST with
// Accept: text/event-stream, yoga's "distinct connections" mode): one stream per call.

export const LIVE_COUNTS = 'subscription { liveCounts { unreadNotifications approvalInbox } }';

export interface LiveCounts {
  unreadNotifications: number;
  approvalInbox: number | null;
}

export interface LiveStream {
  response: Response;
  /** The next `next` event's data (or errors), in order; rejects when the stream ends first. */
  next(): Promise<{ data?: { liveCounts: LiveCounts }; errors?: { message: string }[] }>;
  close(): void;
}

export async function openLive(graphqlUrl: string, token: string | null, query = LIVE_COUNTS): Promise<LiveStream> {
  const abort = new AbortController();
  const response = await fetch(graphqlUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query }),
    signal: abort.signal,
  });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const events: string[] = [];
  async function nextEvent(): Promise<string> {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const frame = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = frame.split('\n');
        // Keep-alive comments (":") and the complete event carry no payload.
        if (lines.some((line) => line === 'event: next')) {
          return lines
            .filter((line) => line.startsWith('data:'))
            .map((line) => line.slice(5).trim())
            .join('\n');
        }
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error(`stream ended${events.length ? '' : ' before any event'}: ${buffer}`);
      buffer += value;
    }
  }
  return {
    response,
    async next() {
      const data = await nextEvent();
      events.push(data);
      return JSON.parse(data);
    },
    close() {
      abort.abort();
    },
  };
}
