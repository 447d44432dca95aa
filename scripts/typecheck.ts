// `npm run typecheck` (and npm test's typecheck): the whole workspace — packages, portal, workbench,
// tests, scripts — type-checked as one program from tsconfig.json by TypeScript's native compiler
// (tsgo, from @typescript/native-preview: the Go port that becomes TypeScript 7). It reports what
// `tsc -p tsconfig.json` 5.9 reports on this code base (checked: the same errors for a wrong type, a
// missing property, an unused local, an unknown import, a fallthrough, an unknown story arg) in about a
// third of its time: 6.5 s and 12.5 CPU-s on 2 cores. With the declarations below the whole script
// went from 22.7 s and 32.5 CPU-s to 11–15 s and 21–24 CPU-s. Editors keep the `typescript` package
// (5.9, which openapi-typescript's peer range asks for).
// Then the publishable packages' declarations are written (scripts/package-declarations.ts), which the
// packages' build reuses while the sources are unchanged: the embedding test in npm test does not
// type-check the packages a second time.
//
// `--one-checker` (npm test, where the other lane keeps the second core busy): tsgo with one checker.
// Its default, four checkers side by side, each computing the shared types again, is the quickest on
// an idle machine but costs more CPU in all: on 2 cores the check took 5.8 s and 11 CPU-s with four
// checkers, 5.8 s and 7.4 CPU-s with one; the declarations 8.9 → 5.5 CPU-s. (Not `--singleThreaded`:
// this preview then emitted 314 of the 452 declaration files, without an error.)
import { spawnSync } from 'node:child_process';
import { emitPackageDeclarations, root, TSGO, workspacePackages } from './package-declarations.ts';

const started = performance.now();
const pretty = String(!!process.stdout.isTTY);
const threads = process.argv.includes('--one-checker') ? ['--checkers', '1'] : [];
const check = spawnSync(TSGO, ['-p', 'tsconfig.json', '--noEmit', '--pretty', pretty, ...threads], { cwd: root, stdio: 'inherit' });
if (check.error) throw check.error;
if (check.status !== 0) {
  console.error('typecheck: TypeScript reported errors (above)');
  process.exit(check.status ?? 1);
}
const checked = performance.now();
if (!emitPackageDeclarations(workspacePackages(), { pretty: process.stdout.isTTY, tsgoOptions: threads })) {
  console.error("typecheck: the packages' declarations could not be written (above)");
  process.exit(1);
}
const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
console.log(`typecheck: no errors (${seconds(started, checked)} s); the packages' declarations written in ${seconds(checked, performance.now())} s`);
