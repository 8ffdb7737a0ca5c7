import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries and the cycle check of eslint.config.js, proven on code that breaks them.
 * Snippets are linted as if they stood at the given path, so the real configuration decides.
 */
const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
/** ESLint's first lint loads the whole configuration and its resolver: seconds on a busy machine. */
const lintTime = { timeout: 120_000 };

async function rulesBroken(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

const refused: Array<[where: string, file: string, code: string]> = [
  ['an island importing server code by alias', 'site/src/islands/Bad.tsx', "import '#server/db/index.ts';"],
  ['an island importing server code by path', 'site/src/islands/Bad.tsx', "import '../server/auth/session.ts';"],
  ['an island importing astro', 'site/src/islands/Bad.tsx', "import 'astro:middleware';"],
  ['a component importing the database', 'packages/ui/src/shell/Bad.tsx', "import 'kysely';"],
  ['a component importing pg', 'packages/ui/src/shell/Bad.tsx', "import 'pg';"],
  ['a component importing a Node built-in', 'packages/ui/src/shell/Bad.tsx', "import 'node:fs';"],
  ['a component importing the site', 'packages/ui/src/shell/Bad.tsx', "import '../../../../site/src/server/log.ts';"],
  ['the domain importing React', 'packages/domain/src/Bad.ts', "import 'react';"],
  ['the domain importing react-aria', 'packages/domain/src/Bad.ts', "import 'react-aria-components';"],
  ['the domain importing a workspace package', 'packages/domain/src/Bad.ts', "import '@spotter/i18n';"],
  ['the domain importing the database', 'packages/domain/src/Bad.ts', "import 'kysely';"],
  ['i18n importing the domain', 'packages/i18n/src/Bad.ts', "import '@spotter/domain';"],
  ['i18n importing the components', 'packages/i18n/src/Bad.ts', "import '@spotter/ui';"],
];

const allowed: Array<[where: string, file: string, code: string]> = [
  [
    'an island importing components and contracts',
    'site/src/islands/Good.tsx',
    "import '@spotter/ui';\nimport '@spotter/domain';",
  ],
  [
    'a component importing the domain and i18n',
    'packages/ui/src/shell/Good.tsx',
    "import '@spotter/domain';\nimport '@spotter/i18n';",
  ],
  ['the domain importing zod', 'packages/domain/src/Good.ts', "import 'zod';"],
  ['server code importing the database', 'site/src/server/Good.ts', "import 'kysely';\nimport 'node:fs';"],
];

describe('import boundaries', lintTime, () => {
  it.each(refused)('refuse %s', async (_where, file, code) => {
    expect(await rulesBroken(code, file)).toContain('no-restricted-imports');
  });

  it.each(allowed)('allow %s', async (_where, file, code) => {
    expect(await rulesBroken(code, file)).not.toContain('no-restricted-imports');
  });
});

describe('import cycles', lintTime, () => {
  it('fail lint when two modules import each other', async () => {
    // The fixtures are ignored by `pnpm lint` (they exist to break the rule) and linted here on purpose.
    const cycleLinter = new ESLint({ cwd: root, ignore: false });
    const results = await cycleLinter.lintFiles(['scripts/lint-fixtures/cycle/*.ts']);
    expect(results).toHaveLength(2);
    for (const result of results) expect(result.messages.map((m) => m.ruleId)).toContain('import-x/no-cycle');
  });

  it('pass when imports run one way', async () => {
    // c.ts imports into the a ⇄ b loop, but nothing leads back to c.ts.
    const cycleLinter = new ESLint({ cwd: root, ignore: false });
    const [result] = await cycleLinter.lintText("import { b } from './b.ts';\n\nexport const c = b;\n", {
      filePath: path.join(root, 'scripts/lint-fixtures/cycle/c.ts'),
    });
    expect(result?.filePath).toMatch(/c\.ts$/);
    expect((result?.messages ?? []).map((m) => m.ruleId)).not.toContain('import-x/no-cycle');
  });
});
