import type { Page } from '@playwright/test';
import { roles, type Role } from '@spotter/domain';
import { pageAccess } from '#server/auth/policy.ts';
import { sectionPaths } from '#server/repos/sections.ts';
import { pagePathFor, routes } from '../test/helpers/routes.ts';
import { expect, test, hydrated, signIn } from './fixtures.ts';

const accounts: Record<Role, string> = {
  client: 'haris.mehmedovic@spotter.test',
  trainer: 'amra.hodzic@spotter.test',
  admin: 'admin@spotter.test',
};

/** Public pages (Astro pages, not endpoints), found from the files under src/pages. */
const publicPages = routes
  .filter(
    (route) => route.file.endsWith('.astro') && route.methods.includes('GET') && pageAccess(route.path) === 'public',
  )
  .map((route) => route.path);

/**
 * Tab stops looked at on one page at most; a page with more is cut short (and reported). An editor
 * of many fields has a few hundred: the plan builder's week of sets, each target a field.
 */
const maxStops = 400;

/** A Tab stop that showed no focus indicator, or one too faint to see. */
interface Finding {
  page: string;
  element: string;
  problem: string;
}

/**
 * Runs in the page at every Tab stop. It records the styles of the focused element and of what
 * may draw its indicator (its pseudo-elements, its ancestors and the controls around it, e.g. the
 * box of a checkbox whose input is hidden), and compares the element that had focus one stop
 * earlier with its styles now that focus has moved on. Returns that comparison.
 */
async function probe(): Promise<{ done: boolean; element?: string; indicator?: string; problem?: string } | null> {
  // Styles are read once transitions have ended (a field's ring fades out over 120 ms).
  const transitions = document.getAnimations().filter((animation) => animation instanceof CSSTransition);
  await Promise.race([
    Promise.all(transitions.map((t) => t.finished.catch(() => undefined))),
    new Promise((resolve) => setTimeout(resolve, 500)),
  ]);
  type Snapshot = Map<Element, Record<string, string>>;
  const state = ((
    window as unknown as { __focusProbe?: { el: Element; snapshot: Snapshot; first: Element | null } }
  ).__focusProbe ??= {
    el: document.body,
    snapshot: new Map(),
    first: null,
  });
  const props = [
    'outline-style',
    'outline-width',
    'outline-color',
    'box-shadow',
    'border-top-color',
    'border-bottom-color',
    'background-color',
    'text-decoration-line',
  ];

  const describe = (el: Element) => {
    const name = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '')
      .trim()
      .replace(/\s+/g, ' ')
      .slice(0, 40);
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('type') ? ` type=${el.getAttribute('type')}` : ''}> "${name}"`;
  };
  const styleOf = (el: Element, pseudo?: string) => {
    const style = getComputedStyle(el, pseudo);
    if (pseudo && style.content === 'none') return null;
    return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
  };
  const around = (el: Element) => {
    const nodes = new Set<Element>();
    let ancestor: Element | null = el;
    for (let depth = 0; ancestor && ancestor !== document.body && depth < 3; depth++) {
      nodes.add(ancestor);
      ancestor = ancestor.parentElement;
    }
    const root = el.parentElement?.parentElement ?? el;
    for (const node of [root, ...root.querySelectorAll('*')].slice(0, 60)) nodes.add(node);
    return nodes;
  };
  const snapshot = (el: Element): Snapshot => {
    const map: Snapshot = new Map();
    for (const node of around(el)) {
      for (const pseudo of [undefined, '::before', '::after']) {
        const style = styleOf(node, pseudo);
        if (style)
          map.set(node, {
            ...map.get(node),
            ...Object.fromEntries(Object.entries(style).map(([k, v]) => [`${pseudo ?? ''}${k}`, v])),
          });
      }
    }
    return map;
  };
  const parse = (color: string) => {
    const m = color.match(/rgba?\(([\d.]+)[ ,]+([\d.]+)[ ,]+([\d.]+)(?:[ ,/]+([\d.]+))?/);
    return m ? { r: +m[1]!, g: +m[2]!, b: +m[3]!, a: m[4] === undefined ? 1 : +m[4] } : null;
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const [R, G, B] = [r, g, b].map((v) => {
      const c = v / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!;
  };
  const backdrop = (el: Element) => {
    for (let node: Element | null = el.parentElement; node; node = node.parentElement) {
      const color = parse(getComputedStyle(node).backgroundColor);
      if (color && color.a > 0.5) return color;
    }
    return { r: 255, g: 255, b: 255, a: 1 };
  };
  const contrast = (a: { r: number; g: number; b: number }, b: { r: number; g: number; b: number }) => {
    const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
    return (hi! + 0.05) / (lo! + 0.05);
  };

  /** What differs between the focused and the unfocused state, and whether it can be seen. */
  const compare = (el: Element, focused: Snapshot, now: Element | null) => {
    const changes: string[] = [];
    const faint: string[] = [];
    const after = el.isConnected ? snapshot(el) : new Map();
    for (const [node, before] of focused) {
      // The newly focused element and what contains it changed for its own sake.
      if (!node.isConnected || (now && (node.contains(now) || now.contains(node)))) continue;
      const unfocused = after.get(node) ?? {};
      for (const pseudo of ['', '::before', '::after']) {
        const key = (p: string) => `${pseudo}${p}`;
        if (before[key('outline-style')] === undefined) continue;
        const ring = before[key('outline-style')] !== 'none' && parseFloat(before[key('outline-width')]!) > 0;
        const ringChanged =
          before[key('outline-style')] !== unfocused[key('outline-style')] ||
          before[key('outline-width')] !== unfocused[key('outline-width')] ||
          before[key('outline-color')] !== unfocused[key('outline-color')];
        if (ring && ringChanged) {
          const width = parseFloat(before[key('outline-width')]!);
          const color = parse(before[key('outline-color')]!);
          const ratio = color ? contrast(color, backdrop(node)) : 0;
          if (width >= 2 && color && color.a > 0.9 && ratio >= 3)
            changes.push(`outline ${width}px, ${ratio.toFixed(1)}:1`);
          else faint.push(`outline ${width}px ${before[key('outline-color')]} at ${ratio.toFixed(1)}:1`);
        }
        for (const p of [
          'box-shadow',
          'border-top-color',
          'border-bottom-color',
          'background-color',
          'text-decoration-line',
        ]) {
          if (before[key(p)] !== unfocused[key(p)] && before[key(p)] !== 'none') changes.push(`${p} ${before[key(p)]}`);
        }
      }
    }
    return { changes, faint };
  };

  const active = document.activeElement;
  const done = !active || active === document.body || active === document.documentElement || active === state.first;
  let result: { done: boolean; element?: string; indicator?: string; problem?: string } | null = null;
  if (state.el !== document.body) {
    const { changes, faint } = compare(state.el, state.snapshot, active && active !== document.body ? active : null);
    const box = state.el.getBoundingClientRect();
    result = {
      done,
      element: describe(state.el),
      indicator: changes.join('; '),
      problem:
        box.width === 0 && box.height === 0 && changes.length === 0
          ? 'focus went to an element that is not drawn'
          : changes.length
            ? undefined
            : faint.length
              ? `indicator too faint: ${faint.join('; ')}`
              : 'no visible focus indicator',
    };
  }
  if (done) {
    (window as unknown as { __focusProbe?: unknown }).__focusProbe = undefined;
    return result ?? { done: true };
  }
  state.first ??= active;
  state.el = active;
  state.snapshot = snapshot(active);
  return result ?? { done: false };
}

/**
 * Tabs through the page from its top and checks every stop: the focused element must draw an
 * indicator that its unfocused state does not (an outline of 2 px or more at 3:1 against what is
 * behind it, or a change of border, shadow, background or underline).
 */
async function tabThrough(page: Page, label: string, scope?: string): Promise<{ stops: number; findings: Finding[] }> {
  const findings: Finding[] = [];
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur?.();
    window.scrollTo(0, 0);
  });
  if (scope) await page.locator(scope).first().focus();
  let stops = 0;
  for (; stops < maxStops; stops++) {
    await page.keyboard.press('Tab');
    const result = await page.evaluate(probe);
    if (result?.problem) findings.push({ page: label, element: result.element ?? '?', problem: result.problem });
    if (result?.done) break;
  }
  if (stops === maxStops) {
    // The last element still has focus: compare it once more after moving focus away.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur?.());
    const result = await page.evaluate(probe);
    if (result?.problem) findings.push({ page: label, element: result.element ?? '?', problem: result.problem });
    findings.push({ page: label, element: '-', problem: `more than ${maxStops} Tab stops; the rest was not checked` });
  }
  return { stops, findings };
}

test.describe('every Tab stop shows where focus is', () => {
  test('the public pages, signed out', async ({ page }) => {
    expect(publicPages).toEqual(expect.arrayContaining(['/', '/auth/login', '/auth/register']));
    const findings: Finding[] = [];
    for (const path of publicPages) {
      await page.goto(path);
      const { stops, findings: found } = await tabThrough(page, `${path} → ${new URL(page.url()).pathname}`);
      expect(stops, `${path}: Tab reaches something`).toBeGreaterThan(0);
      findings.push(...found);
    }
    expect(findings).toEqual([]);
  });

  for (const role of roles) {
    test(`every ${role} page, signed in`, async ({ page }) => {
      test.setTimeout(180_000);
      const paths = sectionPaths(role);
      // Every page route of the role's area is one of its sections, or a page below one (a review
      // case below its queue, a new exercise, an exercise, its editor, a plan), walked at the
      // account's own item where it shows one.
      const items: string[] = [];
      for (const route of routes.filter(
        (r) => !r.api && pageAccess(r.path) !== 'public' && r.pattern.startsWith(`/${role}/`),
      )) {
        const pattern = new RegExp(`^${route.pattern.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
        if (paths.some((path) => pattern.test(path))) continue;
        expect(
          paths.some((path) => route.pattern.startsWith(`${path}/`)),
          route.pattern,
        ).toBe(true);
        items.push(pagePathFor(route, accounts[role]));
      }
      await signIn(page, accounts[role]);
      const findings: Finding[] = [];
      for (const path of [...paths, ...items]) {
        await page.goto(path);
        await expect(page.locator('main#main')).toBeVisible();
        await hydrated(page);
        const { stops, findings: found } = await tabThrough(page, path);
        expect(stops, `${path}: Tab reaches something`).toBeGreaterThan(0);
        findings.push(...found);
      }
      expect(findings).toEqual([]);
    });
  }

  test('the More menu on a phone', async ({ page, isMobile }) => {
    test.skip(!isMobile, 'the More menu is the phone navigation');
    const findings: Finding[] = [];
    for (const role of roles) {
      await signIn(page, accounts[role]);
      await page.goto(role === 'admin' ? '/admin/dashboard' : `/${role}/dashboard`);
      await hydrated(page);
      await page.getByRole('button', { name: 'More', exact: true }).click();
      const menu = page.getByRole('dialog');
      await expect(menu).toBeVisible();
      // Focus is trapped in the menu, so the walk ends when it comes round to the first stop.
      const { stops, findings: found } = await tabThrough(page, `${role} More menu`, '[role="dialog"]');
      // Close, language, edit profile, settings, the role links and logout at the least.
      expect(stops, `${role} More menu`).toBeGreaterThan(5);
      findings.push(...found);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
    }
    expect(findings).toEqual([]);
  });
});

test.describe('after a refused form, focus is on the error', () => {
  test('sign-in: a wrong password', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('nobody.focus@example.test');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/auth/login')),
      page.keyboard.press('Enter'),
    ]);
    const error = page.getByRole('alert');
    await expect(error).toContainText('Incorrect email or password.');
    await expect(page.locator('form [autofocus]')).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.contains(document.querySelector('[role="alert"]')))).toBe(
      true,
    );
    expect(await page.evaluate(() => document.activeElement?.matches(':focus-visible'))).toBe(true);
    // Tab goes on into the form: the kept email, then the password.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await expect(page.getByLabel('Email')).toHaveValue('nobody.focus@example.test');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  });

  test('registration: an email that already has an account is answered like a new one', async ({ page }) => {
    await page.goto('/auth/register');
    await page.locator('label', { hasText: 'Client' }).click();
    await page.getByLabel('Email').fill(accounts.client);
    await page.getByLabel('Password', { exact: true }).fill('a strong password');
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/auth/register')),
      page.keyboard.press('Enter'),
    ]);
    // Nothing tells the visitor the address has an account: its owner is emailed instead.
    await expect(page.getByRole('heading', { level: 1, name: 'Check your inbox' })).toBeVisible();
    await expect(page.getByText(accounts.client)).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('without JavaScript, sign-in and registration alike', async ({ browser, isMobile }) => {
    test.skip(isMobile, 'once is enough: the answer is the same page on every screen');
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('nobody.nojs@example.test');
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('Incorrect email or password.');
    await expect(page.locator('form [autofocus]')).toBeFocused();

    await page.goto('/auth/register');
    await page.getByLabel('Email').fill('not an email');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toContainText('Please check the highlighted fields.');
    await expect(page.locator('form [autofocus]')).toBeFocused();
    await context.close();
  });
});
