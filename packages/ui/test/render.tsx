import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach } from 'vitest';

let mounted: { root: Root; host: HTMLElement } | null = null;

/** Takes the rendered element off the page (each test also ends with it). */
export function unmount(): void {
  mounted?.root.unmount();
  mounted?.host.remove();
  mounted = null;
}

/** Renders `element` into a fresh element of the page, replacing what an earlier call rendered. */
export function render(element: ReactNode): Root {
  unmount();
  const host = document.createElement('div');
  document.body.append(host);
  const root = createRoot(host);
  root.render(element);
  mounted = { root, host };
  return root;
}

afterEach(unmount);
