// `npm run typecheck` (and npm test's typecheck): the whole workspace — packages, portal, workbench,
// tests, scripts — type-checked by one TypeScript program from tsconfig.json, reporting exactly what
// `tsc -p tsconfig.json` reports. The same program then writes the publishable packages' declarations
// (scripts/package-declarations.ts), which the packages' build reuses while the sources are unchanged:
// the embedding test in npm test no longer type-checks the packages a second time.
import ts from 'typescript';
import path from 'node:path';
import { DECLARATION_OPTIONS, emitPackageDeclarations, formatDiagnostics, root, workspacePackages } from './package-declarations.ts';

const started = performance.now();
const configFile = path.join(root, 'tsconfig.json');
const parsed = ts.getParsedCommandLineOfConfigFile(configFile, {}, {
  ...ts.sys,
  onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
    throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  },
});
if (!parsed) throw new Error(`cannot read ${configFile}`);

const program = ts.createProgram({
  rootNames: parsed.fileNames,
  options: { ...parsed.options, ...DECLARATION_OPTIONS },
  projectReferences: parsed.projectReferences,
  configFileParsingDiagnostics: ts.getConfigFileParsingDiagnostics(parsed),
});

// What `tsc --noEmit` reports: configuration, options, global, syntactic and semantic diagnostics of
// every file. (Declaration diagnostics come only from the packages' emit below: the stories and tests
// are never declared.)
const diagnostics: ts.Diagnostic[] = [
  ...program.getConfigFileParsingDiagnostics(),
  ...program.getOptionsDiagnostics(),
  ...program.getGlobalDiagnostics(),
  ...program.getSyntacticDiagnostics(),
];
if (diagnostics.length === 0) diagnostics.push(...program.getSemanticDiagnostics());
const checked = performance.now();
if (diagnostics.length === 0) diagnostics.push(...emitPackageDeclarations(program, workspacePackages()));

if (diagnostics.length > 0) {
  const sorted = ts.sortAndDeduplicateDiagnostics(diagnostics);
  console.error(formatDiagnostics(sorted, process.stdout.isTTY));
  console.error(`typecheck: ${sorted.length} error${sorted.length === 1 ? '' : 's'}`);
  process.exit(1);
}
const seconds = (from: number, to: number) => ((to - from) / 1000).toFixed(1);
console.log(
  `typecheck: ${program.getRootFileNames().length} files, no errors (${seconds(started, checked)} s); ` +
    `the packages' declarations written in ${seconds(checked, performance.now())} s`,
);
