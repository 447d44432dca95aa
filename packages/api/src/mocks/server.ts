/**
 * `npm run mock-server`: the same mock backend over HTTP on http://localhost:4010, paths at the
 * root exactly as in the contract, with CORS and bearer auth. For partner developers and
 * end-to-end tests that point a client at a URL.
 *
 * Environment: MOCK_PORT (4010), MOCK_HOST (127.0.0.1), MOCK_SCENARIO (default|empty|error|slow|unauthorized|large).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { SAVED_VERSION_HEADER } from '../conflict';
import { DEFAULT_MAX_BODY_BYTES, OPERATION_ACCESS, type OperationAccess } from '../generated/access';
import { operationOf, payloadTooLargeMessage } from './access';
import { createMockBackend } from './backend';
import type { Scenario } from './context';

const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? '127.0.0.1';
const scenario = (process.env.MOCK_SCENARIO ?? 'default') as Scenario;
// The address its own links (the carousel's image URLs) use: the one clients call it by, so a
// page's Content-Security-Policy that allows the backend allows them too (MOCK_PUBLIC_URL to set it).
const origin = process.env.MOCK_PUBLIC_URL ?? `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

const started = performance.now();
const backend = createMockBackend({ scenario, baseUrl: '*', publicBaseUrl: origin });
const seededMs = performance.now() - started;

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Max-Age': '600',
  // The metas saves answer the new update date of what they changed (the base of the next save);
  // a 429 says when to try again.
  'Access-Control-Expose-Headers': `${SAVED_VERSION_HEADER}, Retry-After`,
};

/** The largest body any operation takes: a body over it is never read into memory. */
const LARGEST_BODY = Math.max(
  DEFAULT_MAX_BODY_BYTES,
  ...Object.values(OPERATION_ACCESS).map((rule: OperationAccess) => rule.maxBodyBytes ?? 0),
);

class BodyTooLarge extends Error {}

/** Reads a body up to the operation's limit (413 beyond it, without reading the rest). */
async function readBody(request: IncomingMessage): Promise<Buffer | undefined> {
  if (request.method === 'GET' || request.method === 'HEAD') return undefined;
  const rule = operationOf(request.method ?? '', new URL(request.url ?? '/', origin).pathname);
  const limit = rule?.maxBodyBytes ?? LARGEST_BODY;
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new BodyTooLarge(payloadTooLargeMessage(limit));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > limit) throw new BodyTooLarge(payloadTooLargeMessage(limit));
    chunks.push(chunk as Buffer);
  }
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
  if (incoming.method === 'OPTIONS') {
    outgoing.writeHead(204, CORS).end();
    return;
  }
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) headers.set(name, value.join(', '));
  }
  let body: Buffer | undefined;
  try {
    body = await readBody(incoming);
  } catch (error) {
    if (!(error instanceof BodyTooLarge)) throw error;
    // Answer at once and close: the rest of the body is not read.
    outgoing.writeHead(413, { 'Content-Type': 'application/json', Connection: 'close', ...CORS });
    outgoing.end(JSON.stringify({ message: error.message, code: 'PAYLOAD_TOO_LARGE' }));
    return;
  }
  const request = new Request(new URL(incoming.url ?? '/', origin), {
    method: incoming.method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
  });
  const response =
    (await getResponse(backend.handlers, request)) ??
    Response.json({ message: `Rota não encontrada: ${request.method} ${new URL(request.url).pathname}` }, { status: 404 });
  const responseHeaders: Record<string, string> = { ...CORS };
  response.headers.forEach((value, name) => {
    responseHeaders[name] = value;
  });
  outgoing.writeHead(response.status, responseHeaders);
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

createServer((incoming, outgoing) => {
  handle(incoming, outgoing).catch((error: unknown) => {
    console.error(error);
    if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'application/json', ...CORS });
    outgoing.end(JSON.stringify({ message: 'Erro interno do servidor simulado.' }));
  });
}).listen(port, host, () => {
  console.log(`Conecta mock backend (${scenario}) on ${origin} — seeded in ${seededMs.toFixed(0)} ms`);
  console.log('Demo accounts: master@, fabricante@, trade@, broker@, gerente@, supervisor@, vendedor@conecta.example — password Portal@Metas9');
});
