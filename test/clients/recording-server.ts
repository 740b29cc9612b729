import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

/** One request as it arrived: the request line and headers as sent, the body as bytes. */
export interface RecordedRequest {
  readonly method: string;
  /** Path and query exactly as they stood in the request line. */
  readonly target: string;
  /** Header names lowercased, values as sent (repeated headers joined by ", "). */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/** What the server sends back: `204` and nothing else unless a responder says otherwise. */
export interface Reply {
  readonly status: number;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
}

/** Makes the reply to a request, given the server's origin (for links back to it). */
export type Responder = (request: RecordedRequest, origin: string) => Reply;

/** A loopback HTTP server that answers every request (with `204`, or as its responder says) and keeps what it received. */
export interface RecordingServer {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  /** Resolves with the next request the server finishes receiving. */
  nextRequest(): Promise<RecordedRequest>;
  /** Takes, without waiting, every request that has arrived and not been taken, oldest first (one the parser refused rejects). */
  takeArrived(): Promise<RecordedRequest>[];
  close(): Promise<void>;
}

// How long a test waits for a request before failing instead of hanging.
const WAIT_MS = 5000;

/**
 * Starts the server on 127.0.0.1 only, on a free port. Requests are queued in
 * arrival order; `nextRequest()` takes the oldest, waiting a bounded time. A
 * request Node's HTTP parser refuses (such as a lower-case method) is queued
 * as an error, so the test fails with the reason instead of timing out.
 */
export async function startRecordingServer(respond: Responder = () => ({ status: 204 })): Promise<RecordingServer> {
  const arrived: Promise<RecordedRequest>[] = [];
  const waiting: ((outcome: Promise<RecordedRequest>) => void)[] = [];
  const deliver = (outcome: Promise<RecordedRequest>): void => {
    outcome.catch(() => undefined); // Handled by whoever takes it.
    const waiter = waiting.shift();
    if (waiter) waiter(outcome);
    else arrived.push(outcome);
  };

  let origin = "";
  const server = createServer((request, response) => {
    void record(request).then((recorded) => {
      const reply = respond(recorded, origin);
      // Replies are compared between runs: no clock in them.
      response.sendDate = false;
      response.writeHead(reply.status, reply.headers).end(reply.body);
      deliver(Promise.resolve(recorded));
    });
  });
  server.on("clientError", (error, socket) => {
    deliver(Promise.reject(new Error(`the server could not parse the request: ${error.message}`)));
    socket.destroy();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    origin,
    nextRequest() {
      const ready = arrived.shift();
      if (ready) return ready;
      return new Promise((resolve, reject) => {
        const waiter = (outcome: Promise<RecordedRequest>): void => {
          clearTimeout(timer);
          outcome.then(resolve, reject);
        };
        const timer = setTimeout(() => {
          // Leave the queue, or the next request would go to this finished wait.
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new Error(`no request arrived within ${WAIT_MS} ms`));
        }, WAIT_MS);
        waiting.push(waiter);
      });
    },
    takeArrived() {
      return arrived.splice(0);
    },
    close() {
      // Clients keep connections alive; without this, close() would wait for them.
      server.closeAllConnections();
      return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

async function record(request: IncomingMessage): Promise<RecordedRequest> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const headers: Record<string, string> = {};
  for (let i = 0; i < request.rawHeaders.length; i += 2) {
    const name = request.rawHeaders[i]!.toLowerCase();
    const value = request.rawHeaders[i + 1]!;
    headers[name] = name in headers ? `${headers[name]}, ${value}` : value;
  }
  return { method: request.method!, target: request.url!, headers, body: Buffer.concat(chunks) };
}
