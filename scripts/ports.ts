import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

/** A TCP port free on the loopback right now (the OS picks it), for a server a test starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until `url` answers (any status below 500: a protected path's 401 counts as up). */
export async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `npm run mock-server` (the mock backend over HTTP) on `port`; resolves once it answers. */
export async function startMockServer(port: number): Promise<ChildProcess> {
  const root = path.resolve(import.meta.dirname, '..');
  const child = spawn(path.join(root, 'node_modules/.bin/tsx'), ['--conditions=conecta-source', 'packages/api/src/mocks/server.ts'], {
    cwd: root,
    env: { ...process.env, MOCK_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitForServer(`http://127.0.0.1:${port}/sistema/Usuarios/0`, 60_000);
  return child;
}
