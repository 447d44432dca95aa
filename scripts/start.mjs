#!/usr/bin/env node
// `npm start`: the workbench (Storybook, :6006) and the portal (:5173), both on the embedded
// mock backend. Ctrl+C stops both.
import concurrently from 'concurrently';

process.env.STORYBOOK_DISABLE_TELEMETRY = '1';

const { result } = concurrently(
  [
    { name: 'storybook', command: 'npm run storybook', prefixColor: 'blue' },
    { name: 'portal', command: 'npm run dev -w @conecta/portal', prefixColor: 'green' },
  ],
  { killOthersOn: ['failure'], prefix: 'name' },
);

console.log('\nConecta: workbench http://localhost:6006 · portal http://localhost:5173 (demo mode)\n');
result.catch(() => process.exit(1));
