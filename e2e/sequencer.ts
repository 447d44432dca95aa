import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * How long each long end-to-end file takes (s, clean-clone CI on 2 cores, 27 Nov). The e2e files run
 * two at a time (npm test); started longest first, the two workers end together. Vitest's own order
 * (unknown files first, then by size, then by the last run's durations, which a clean clone has not)
 * ran the targets month — a small file since its steps moved to metas-flow.ts — last, alone: the
 * e2e run took 539 s for 926 s of files.
 */
const E2E_SECONDS: Readonly<Record<string, number>> = {
  'fault-matrix': 320,
  metas: 134,
  'metas-conversation': 40,
  'metas-report': 25,
  carousel: 15,
  'system-permissions': 20,
  tables: 98,
  routes: 93,
  'texts-files-solds': 69,
  production: 47,
  keyboard: 47,
  concurrency: 31,
  drafts: 25,
  'metas-types': 20,
  session: 17,
  floating: 17,
  notifications: 12,
};

const weightOf = (spec: TestSpecification) => E2E_SECONDS[path.basename(spec.moduleId, '.e2e.ts')] ?? 0;

/** Vitest's order, with the e2e project's files longest first (the others as Vitest orders them). */
export default class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const e2e = sorted.filter((spec) => spec.project.name === 'e2e');
    // Stable: files without a figure keep Vitest's order after the known ones.
    const longestFirst = [...e2e].sort((a, b) => weightOf(b) - weightOf(a));
    let next = 0;
    return sorted.map((spec) => (spec.project.name === 'e2e' ? (longestFirst[next++] as TestSpecification) : spec));
  }
}
