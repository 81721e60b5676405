// A Chrome DevTools Protocol client for a server started with --inspect: the benchmark drives a separate
// server process (as deployed), so node:inspector's in-process Session cannot reach it.

export interface InspectorClient {
  post<T = unknown>(method: string, params?: object): Promise<T>;
  close(): void;
}

export async function connectInspector(port: number): Promise<InspectorClient> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(targets[0]!.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiter = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiter) return;
    pending.delete(message.id!);
    if (message.error) waiter.reject(new Error(message.error.message));
    else waiter.resolve(message.result);
  });
  return {
    post<T>(method: string, params: object = {}) {
      next += 1;
      const id = next;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise<T>((resolve, reject) =>
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject }),
      );
    },
    close: () => socket.close(),
  };
}
