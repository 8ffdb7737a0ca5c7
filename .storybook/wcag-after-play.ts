import axe from 'axe-core';
import type { StoryContext } from '@storybook/react-vite';

/** WCAG 2.2 level AA: every success criterion of levels A and AA that axe can test. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

const failingImpacts = new Set(['serious', 'critical']);

/** Storybook's own nodes, always in the document; the same list the a11y addon leaves out. */
const storybookNodes = ['.sb-wrapper', '#storybook-docs', '#storybook-highlights-root'];

function describeViolation(violation: axe.Result): string {
  const nodes = violation.nodes
    .slice(0, 5)
    .map((node) => `    ${node.target.join(' ')}\n      ${node.failureSummary?.replaceAll('\n', '\n      ') ?? ''}`)
    .join('\n');
  const more = violation.nodes.length > 5 ? `\n    … and ${violation.nodes.length - 5} more` : '';
  return `  [${violation.impact}] ${violation.id}: ${violation.help} (${violation.helpUrl})\n${nodes}${more}`;
}

/**
 * Runs axe with the WCAG 2.2 AA rules on the story as its play function left it (open popovers,
 * pending buttons, typed-in fields) and fails on serious or critical violations. The a11y addon
 * runs after play too, but with axe's default rule set, which leaves out `target-size` (WCAG
 * 2.5.8): axe enables that rule only when its `wcag22aa` tag is asked for. A story axe cannot run
 * on fails with axe's reason instead of passing unchecked.
 * Story parameters (`a11y.test`, `a11y.disable`, `a11y.context`, rule settings) cannot turn it
 * off or narrow it: every story is checked, whole, with every rule of the tags.
 */
export async function checkWcagAfterPlay({ viewMode, title, name }: StoryContext): Promise<void> {
  if (viewMode !== 'story') return;
  let results: axe.AxeResults;
  try {
    axe.reset();
    results = await axe.run(
      { include: [document.body], exclude: storybookNodes.map((selector) => [selector]) },
      { runOnly: { type: 'tag', values: [...wcagTags] }, resultTypes: ['violations'] },
    );
  } catch (error) {
    throw new Error(`axe could not check "${title} / ${name}" after its play function`, { cause: error });
  }
  const failing = results.violations.filter((violation) => failingImpacts.has(violation.impact ?? ''));
  if (failing.length > 0) {
    throw new Error(
      `"${title} / ${name}" has WCAG 2.2 AA violations after its play function:\n` +
        failing.map(describeViolation).join('\n'),
    );
  }
}
