/**
 * Content-Security-Policy violations, seen two ways (issue 19): the page's `securitypolicyviolation`
 * events, kept in the page from its first script on, and the reports the browser sends to the
 * policy's `report-uri` (a small collector here).
 */
import { createServer, type Server } from 'node:http';
import type { BrowserContext, Page } from 'playwright-core';

/** One violation as the page saw it. */
export interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  source: string;
  line: number;
}

/** Records every `securitypolicyviolation` of the context's pages (from before their own scripts). */
export async function watchViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: unknown[] = [];
    (window as unknown as { __cspViolations: unknown[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push({
        directive: event.effectiveDirective || event.violatedDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        source: event.sourceFile,
        line: event.lineNumber,
      });
    });
  });
}

/** The violations the page has seen since it loaded. */
export function violationsOf(page: Page): Promise<Violation[]> {
  return page.evaluate(() =>
    ((window as unknown as { __cspViolations?: Violation[] }).__cspViolations ?? []).slice(),
  );
}

/** A collector of CSP reports (`report-uri`): every POST body it receives. */
export interface ReportCollector {
  url: string;
  reports: unknown[];
  close(): Promise<void>;
}

export async function startReportCollector(port: number): Promise<ReportCollector> {
  const reports: unknown[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST') {
        try {
          reports.push(JSON.parse(body));
        } catch {
          reports.push(body);
        }
      }
      response.writeHead(204, { 'Access-Control-Allow-Origin': '*' }).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${port}/csp`,
    reports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
