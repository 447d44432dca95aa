import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The package boundaries of ARCHITECTURE.md are lint rules. These tests lint small snippets as if
 * they stood at real places in the tree and check that the boundary rules fire (or stay quiet).
 */
const root = path.resolve(import.meta.dirname, '..');
let eslint: ESLint;

// The first lint loads the config, its plugins and the import resolver: seconds on a cold clone of a
// busy 2-core machine (it outran the 5-s test limit in a clean-clone run beside the docs test). Done
// once here, under a hang guard, so each test below lints one snippet.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('export {};\n', { filePath: path.join(root, 'packages/core/src/warm-up.ts') });
}, 120_000);

async function ruleIds(code: string, relativePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, relativePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? 'fatal');
}

describe('package boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const ids = await ruleIds(
      "import { SellerApproval } from '@conecta/seller-approval';\nexport const x = SellerApproval;\n",
      'packages/features/metas-planning/src/MetasPlanning.tsx',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('lets a feature import ui, api and core', async () => {
    const ids = await ruleIds(
      "import { Button } from '@conecta/ui';\nimport { formatBRL } from '@conecta/core';\nexport const x = [Button, formatBRL];\n",
      'packages/features/metas-planning/src/MetasPlanning.tsx',
    );
    expect(ids).not.toContain('no-restricted-imports');
  });

  it('lets a feature build on @conecta/embed, and keeps embed below the features', async () => {
    const feature = await ruleIds(
      "import { FeatureRoot } from '@conecta/embed';\nimport { createMount } from '@conecta/embed/mount';\nexport const x = [FeatureRoot, createMount];\n",
      'packages/features/metas-planning/src/embed.ts',
    );
    expect(feature).not.toContain('no-restricted-imports');
    const embed = await ruleIds(
      "import { SellerApproval } from '@conecta/seller-approval';\nexport const x = SellerApproval;\n",
      'packages/embed/src/FeatureRoot.tsx',
    );
    expect(embed).toContain('no-restricted-imports');
    const state = await ruleIds("import { FeatureRoot } from '@conecta/embed';\nexport const x = FeatureRoot;\n", 'packages/features/metas-planning/src/state/atoms.ts');
    expect(state).toContain('no-restricted-imports');
  });

  it('refuses styled-components, @conecta/ui and react-dom in a state/ folder', async () => {
    for (const source of ['styled-components', '@conecta/ui', 'react-dom']) {
      const ids = await ruleIds(
        `import * as forbidden from '${source}';\nexport const x = forbidden;\n`,
        'packages/features/metas-planning/src/state/atoms.ts',
      );
      expect(ids, source).toContain('no-restricted-imports');
    }
  });

  it('refuses a state/ module importing the styled components', async () => {
    const ids = await ruleIds(
      "import { Card } from '../components/Card';\nexport const x = Card;\n",
      'packages/features/metas-planning/src/state/atoms.ts',
    );
    expect(ids).toContain('no-restricted-imports');
  });

  it('keeps @conecta/core free of React', async () => {
    const ids = await ruleIds("import { useState } from 'react';\nexport const x = useState;\n", 'packages/core/src/x.ts');
    expect(ids).toContain('no-restricted-imports');
  });

  it('refuses an import that the package does not declare', async () => {
    const ids = await ruleIds(
      "import { Link } from 'react-router';\nexport const x = Link;\n",
      'packages/ui/src/components/Button/Extra.tsx',
    );
    expect(ids).toContain('import-x/no-extraneous-dependencies');
  });

  it('refuses reaching into another package by a relative path', async () => {
    const ids = await ruleIds(
      "import { formatBRL } from '../../core/src/index';\nexport const x = formatBRL;\n",
      'packages/ui/src/Extra.ts',
    );
    expect(ids).toContain('import-x/no-relative-packages');
  });

  it('accepts the declared imports of a ui component', async () => {
    const ids = await ruleIds(
      "import { Button } from 'react-aria-components';\nimport { formatBRL } from '@conecta/core';\nexport const x = [Button, formatBRL];\n",
      'packages/ui/src/components/Button/Extra.tsx',
    );
    expect(ids).toEqual([]);
  });
});
