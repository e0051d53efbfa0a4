import { ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

export const API_MAIN = join(__dirname, '../../dist/apps/ledger-api/apps/ledger-api/src/main.js');
export const CLI_MAIN = join(__dirname, '../../dist/apps/ledger-cli/apps/ledger-cli/src/main.js');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/**
 * The built API started with `env` where it should refuse to start: how it
 * ended (its exit code, or null when it was still running after `ms`: a
 * hang) and everything it wrote.
 */
export async function refusedStart(
  env: Record<string, string>,
  ms = 20_000,
): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [API_MAIN], {
    env: { ...process.env, PORT: String(await freePort()), LEDGER_AUTH: 'off', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (output += d.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: null, output });
    }, ms);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The built API (`npm run build`) as a separate process on a loopback port, to be killed for real. */
export class ServerProcess {
  private child: ChildProcess | null = null;
  readonly url: string;

  constructor(
    private readonly port: number,
    private readonly env: Record<string, string>,
  ) {
    this.url = `http://127.0.0.1:${port}`;
  }

  /** The process id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async start(): Promise<void> {
    this.child = spawn(process.execPath, [API_MAIN], {
      env: {
        ...process.env,
        ...this.env,
        PORT: String(this.port),
        LEDGER_AUTH: 'off',
        LEDGER_WEBHOOK_ALLOW_HOSTS: '127.0.0.1,localhost',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // it is ours that answers only once it says it listens: on a shared machine another
    // process may take the port between freePort() and the listen (ours then exits)
    const child = this.child;
    let said = '';
    let listening = false;
    child.stdout!.on('data', (d: Buffer) => {
      if (listening) return;
      said = (said + d.toString()).slice(-4096);
      listening = said.includes(`ledger API on http://localhost:${this.port}`);
    });
    child.stderr!.on('data', (d: Buffer) => (said = (said + d.toString()).slice(-4096)));
    const deadline = Date.now() + 30_000;
    while (Date.now() < deadline) {
      if (child.exitCode !== null)
        throw new Error(`the API exited (${child.exitCode}) as it started: ${said}`);
      try {
        const r = await fetch(`${this.url}/health`);
        if (r.ok && listening) return;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    // not left running after the spec (and its port held) because it started too slowly
    await this.kill();
    throw new Error(`the API did not start within 30 s: ${said}`);
  }

  /** SIGKILL: no shutdown hook, no flush; what was acknowledged must already be durable. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
    this.child = null;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = null;
  }

  async post(
    path: string,
    body: unknown,
    contentType = 'application/json',
  ): Promise<{ status: number; body: any }> {
    const r = await fetch(`${this.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': contentType },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await r.text();
    return { status: r.status, body: text ? JSON.parse(text) : null };
  }

  async get(path: string): Promise<{ status: number; body: any }> {
    const r = await fetch(`${this.url}${path}`);
    return { status: r.status, body: await r.json() };
  }
}
