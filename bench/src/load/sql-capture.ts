import { createConnection, createServer, type Server } from "node:net";

export interface CapturedStatement {
  sql: string;
  /** Text-format parameters as sent ($1 first); null is SQL NULL. */
  params: (string | null)[];
}

/**
 * A TCP relay between the server and PostgreSQL that records what the server sends: the text of each Parse
 * message and the parameters of the Bind that follows (the extended protocol node-postgres uses for every
 * parameterised query). Nothing is changed on the way. So the benchmark replays exactly the SQL the server
 * sends, with the same values, instead of a copy that could drift from the code.
 */
export class SqlCapture {
  private statements: CapturedStatement[] = [];
  private server: Server | undefined;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  /** Listens on a free loopback port; answers it. */
  async start(): Promise<number> {
    this.server = createServer((client) => {
      const upstream = createConnection(this.targetPort, this.targetHost);
      const parser = new FrontendParser((statement) => this.statements.push(statement));
      client.on("data", (chunk: Buffer) => {
        parser.push(chunk);
        upstream.write(chunk);
      });
      upstream.on("data", (chunk: Buffer) => client.write(chunk));
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on("close", close);
      upstream.on("close", close);
      client.on("error", close);
      upstream.on("error", close);
    });
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve));
    const address = this.server.address();
    if (!address || typeof address === "string") throw new Error("the SQL capture has no port");
    return address.port;
  }

  /** The statements recorded since the last take(), and a fresh start. */
  take(): CapturedStatement[] {
    const taken = this.statements;
    this.statements = [];
    return taken;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

/** Frontend messages of one connection: the startup message (no type byte), then type + length + body. */
class FrontendParser {
  private buffer = Buffer.alloc(0);
  private started = false;
  private pendingSql: string | undefined;

  constructor(private readonly onStatement: (statement: CapturedStatement) => void) {}

  push(chunk: Buffer): void {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      if (!this.started) {
        if (this.buffer.length < 4) return;
        const length = this.buffer.readInt32BE(0);
        if (this.buffer.length < length) return;
        this.buffer = this.buffer.subarray(length);
        this.started = true;
        continue;
      }
      if (this.buffer.length < 5) return;
      const type = String.fromCharCode(this.buffer[0] ?? 0);
      const length = this.buffer.readInt32BE(1);
      if (this.buffer.length < 1 + length) return;
      this.message(type, this.buffer.subarray(5, 1 + length));
      this.buffer = this.buffer.subarray(1 + length);
    }
  }

  private message(type: string, body: Buffer): void {
    if (type === "P") {
      const nameEnd = body.indexOf(0);
      const sqlEnd = body.indexOf(0, nameEnd + 1);
      this.pendingSql = body.toString("utf8", nameEnd + 1, sqlEnd);
    } else if (type === "B" && this.pendingSql !== undefined) {
      let at = body.indexOf(0) + 1; // portal
      at = body.indexOf(0, at) + 1; // statement
      const formats = body.readInt16BE(at);
      at += 2 + formats * 2;
      const count = body.readInt16BE(at);
      at += 2;
      const params: (string | null)[] = [];
      for (let i = 0; i < count; i++) {
        const length = body.readInt32BE(at);
        at += 4;
        if (length < 0) params.push(null);
        else {
          params.push(body.toString("utf8", at, at + length));
          at += length;
        }
      }
      this.onStatement({ sql: this.pendingSql, params });
      this.pendingSql = undefined;
    } else if (type === "Q") {
      this.onStatement({ sql: body.toString("utf8", 0, body.length - 1), params: [] });
    }
  }
}
