import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);

/** axe-core's browser bundle from the root devDependency (never fetched from the network). */
export const AXE_SCRIPT = require.resolve('axe-core/axe.min.js');

/** What a run checks: by default every rule on the whole document. */
export interface AxeScope {
  /** CSS selectors of parts left out (each with a reason at the caller). */
  exclude?: string[];
  /** Only these rules. */
  only?: string[];
  /** Every rule but these. */
  skip?: string[];
  /** Failing nodes of a rule set aside (reported as `ignored`, with the reason) when they match `selector`. */
  ignore?: { rule: string; selector: string; reason: string }[];
}

/** One failing node of an axe rule, reduced to what a report needs. */
export interface AxeNode {
  /** CSS selector of the node. */
  target: string;
  /** The node's markup (shortened). */
  html: string;
  /** axe's explanation of what to fix. */
  summary: string;
}

/** One axe violation. */
export interface AxeViolation {
  /** Rule id, e.g. `color-contrast`. */
  id: string;
  impact: string | null;
  help: string;
  /** The failing nodes (at most five; `count` says how many there are). */
  nodes: AxeNode[];
  count: number;
}

/** What one axe run found: the violations, and the nodes set aside as known false positives. */
export interface AxeReport {
  violations: AxeViolation[];
  /** Failing nodes not counted, with the reason (see {@link axeViolations}). */
  ignored: { id: string; target: string; reason: string }[];
}

/**
 * Runs every rule axe runs by default (WCAG 2.0–2.2 A/AA and best practices; no rule disabled, no
 * element excluded) on the whole document. The script is injected once per document: client-side
 * navigation keeps it, a full page load needs it again.
 *
 * One kind of node is set aside, and reported as `ignored`, because it is a false positive of a
 * moment: react-aria's LiveAnnouncer announces a pending button (here 'Entrar' while signing in)
 * with an empty `<div role="img" aria-labelledby="<button id>">` in its visually hidden
 * `[data-live-announcer]` log, and removes that node only 7 s later. Once the sign-in route has
 * unmounted, the node points at an id that no longer exists, and `role-img-alt` fails on it —
 * although the announcement was read while the button existed, and a log with
 * `aria-relevant="additions"` announces nothing more. Only that exact case is set aside: a
 * `role-img-alt` node inside the announcer whose every labelledby id is missing from the document.
 */
export async function axeViolations(page: Page, scope: AxeScope = {}): Promise<AxeReport> {
  const present = await page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object');
  if (!present) await page.addScriptTag({ path: AXE_SCRIPT });
  return page.evaluate(async ({ exclude, only, skip, ignore }) => {
    const axe = (window as unknown as { axe: { run: (context: object, options: object) => Promise<AxeResults> } }).axe;
    // Taken before the run: the announcer removes its nodes on a timer, possibly while axe runs.
    const stale = new Set(
      [...document.querySelectorAll('[data-live-announcer] [role="img"][aria-labelledby]')].filter((node) => {
        const ids = (node.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean);
        return ids.length > 0 && ids.every((labelId) => !document.getElementById(labelId));
      }),
    );
    const context = exclude.length > 0 ? { include: [document], exclude: exclude.map((selector) => [selector]) } : document;
    const rules = Object.fromEntries(skip.map((id) => [id, { enabled: false }]));
    const results = await axe.run(context, {
      resultTypes: ['violations'],
      elementRef: true,
      ...(only.length > 0 ? { runOnly: { type: 'rule', values: only } } : {}),
      ...(skip.length > 0 ? { rules } : {}),
    });
    const staleAnnouncement = (id: string, element: unknown) => id === 'role-img-alt' && stale.has(element as Element);
    const report: AxeReport = { violations: [], ignored: [] };
    for (const violation of results.violations) {
      const nodes = violation.nodes.filter((node) => {
        const target = node.target.join(' ');
        const asked = ignore.find((item) => item.rule === violation.id && (node.element as Element | undefined)?.matches(item.selector));
        if (asked) {
          report.ignored.push({ id: violation.id, target, reason: asked.reason });
          return false;
        }
        if (!staleAnnouncement(violation.id, node.element)) return true;
        report.ignored.push({ id: violation.id, target, reason: 'stale react-aria LiveAnnouncer node (label element unmounted)' });
        return false;
      });
      if (nodes.length === 0) continue;
      report.violations.push({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        count: nodes.length,
        nodes: nodes.slice(0, 5).map((node) => ({
          target: node.target.join(' '),
          html: node.html.slice(0, 300),
          summary: node.failureSummary ?? '',
        })),
      });
    }
    return report;
  }, { exclude: scope.exclude ?? [], only: scope.only ?? [], skip: scope.skip ?? [], ignore: scope.ignore ?? [] });
}
