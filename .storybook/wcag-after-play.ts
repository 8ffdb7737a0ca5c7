import axe from 'axe-core';
import type { StoryContext } from '@storybook/react-vite';

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
 * `aria-hidden-focus` while a combo box's list is open is axe reading a passing state as a fixed
 * one. React Aria's combo box (a field you type in, its list in a layer of its own) hides the rest
 * of the page from assistive technology while its list is open, with `aria-hidden` on the siblings
 * of the field's and the list's ancestors (`ariaHideOutside`), so that a screen reader's virtual
 * cursor stays on the field and its options; unlike a select's or a menu's modal popover it does
 * not make them `inert`, because the page must still take a click (a click elsewhere closes the
 * list, and the click lands). Nothing hidden so can be focused from the keyboard while it is
 * hidden: the focus stays in the field (the options are reached with `aria-activedescendant`),
 * and Tab or a click leaves the field, which closes the list and gives the page back. axe sees
 * a page with focusable controls under `aria-hidden` (adobe/react-spectrum#4937 asks for a way
 * out; `inert` would swallow the click that closes the list, a worse defect than the finding).
 * So a finding is set aside only when a combo box's list is open, the hidden element is one the
 * list's opening hid (a sibling of an ancestor of the field or of the list), and it holds neither
 * the field nor the list: a field or list hidden itself, or anything hidden deeper, still fails.
 * (A page's own `aria-hidden` right beside such an ancestor looks the same while the list is open;
 * it is checked whenever no list is open, which is how every story but a few ends.)
 */
function hiddenForOpenList(hidden: Element): boolean {
  const doc = hidden.ownerDocument;
  for (const field of doc.querySelectorAll('[role="combobox"][aria-expanded="true"]')) {
    const list = doc.getElementById(field.getAttribute('aria-controls') ?? '');
    if (!list || list.getAttribute('role') !== 'listbox') continue;
    if (hidden.contains(field) || hidden.contains(list)) continue;
    const parent = hidden.parentElement;
    if (parent && (parent.contains(field) || parent.contains(list))) return true;
  }
  return false;
}

function withoutOpenListHiding(violation: axe.Result): axe.Result {
  if (violation.id !== 'aria-hidden-focus') return violation;
  const nodes = violation.nodes.filter((node) => {
    const selector = node.target[0];
    const element = typeof selector === 'string' ? document.querySelector(selector) : null;
    return !(node.target.length === 1 && element && hiddenForOpenList(element));
  });
  return { ...violation, nodes };
}

/**
 * The one accessibility check of every story when the stories run as tests: axe on the story as
 * its play function left it (open popovers, pending buttons, typed-in fields), failing on any
 * violation. The rules are those the a11y addon runs (axe's default set, without `region`: a
 * component has no page landmarks) and `target-size` (WCAG 2.5.8), which axe's default set leaves
 * out: so WCAG 2.2 A and AA, and axe's best practices. The addon's own run is off in tests (it
 * would run axe a second time on every story, with fewer rules); in Storybook's panel it runs as
 * before. A story axe cannot run on fails with axe's reason instead of passing unchecked.
 * Story parameters (`a11y.test`, `a11y.disable`, `a11y.context`, rule settings) cannot turn it
 * off or narrow it: every story is checked, whole, with every rule. The one finding set aside is
 * the hiding of an open combo box list (`hiddenForOpenList`), node by node.
 */
export async function checkWcagAfterPlay({ viewMode, title, name }: StoryContext): Promise<void> {
  if (viewMode !== 'story') return;
  let results: axe.AxeResults;
  try {
    axe.reset();
    results = await axe.run(
      { include: [document.body], exclude: storybookNodes.map((selector) => [selector]) },
      { rules: { region: { enabled: false }, 'target-size': { enabled: true } }, resultTypes: ['violations'] },
    );
  } catch (error) {
    throw new Error(`axe could not check "${title} / ${name}" after its play function`, { cause: error });
  }
  const failing = results.violations.map(withoutOpenListHiding).filter((violation) => violation.nodes.length > 0);
  if (failing.length > 0) {
    throw new Error(
      `"${title} / ${name}" has accessibility violations after its play function:\n` +
        failing.map(describeViolation).join('\n'),
    );
  }
}
