import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { galleryImages } from '../story-data.ts';
import { GalleryLightbox } from './GalleryLightbox.tsx';

const images = galleryImages(4, 1);
const element = <GalleryLightbox images={[...images.slice(1), images[0]!]} trainerName="Marko Horvat" />;

let host: HTMLElement | null = null;
let root: Root | null = null;

// act() waits for React's work (hydration, effects) before the checks.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function serverHtml(): HTMLElement {
  host = document.createElement('div');
  host.innerHTML = renderToString(element);
  document.body.append(host);
  return host;
}

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  host?.remove();
  host = null;
});

/** Whether the page's own code prevented a click's default: read where the event ends, then stopped. */
function clickPrevented(target: Element, init: MouseEventInit): boolean {
  let prevented = false;
  const record = (event: Event) => {
    prevented = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', record);
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
  document.removeEventListener('click', record);
  return prevented;
}

describe('GalleryLightbox', () => {
  test('the server renders thumbnails linking to the full images, featured first, and no dialog', () => {
    const html = serverHtml();
    const links = [...html.querySelectorAll('a')];
    expect(links.map((link) => link.getAttribute('href'))).toEqual(images.map((image) => image.url));
    expect(links.map((link) => link.querySelector('img')?.getAttribute('src'))).toEqual(
      images.map((image) => image.thumbUrl),
    );
    expect(links[0]?.textContent).toBe('Featured');
    expect(html.querySelector('[role="dialog"]')).toBeNull();
  });

  test('hydrated, a plain click opens the lightbox; a click for a new tab is left to the browser', async () => {
    const html = serverHtml();
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(html, element, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    const link = html.querySelector('a')!;
    expect(clickPrevented(link, { ctrlKey: true })).toBe(false);
    expect(clickPrevented(link, { metaKey: true })).toBe(false);
    // The lightbox's code loads on the first click, then it opens.
    await act(async () => {
      expect(clickPrevented(link, {})).toBe(true);
      await import('./Lightbox.tsx');
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(document.querySelector('[role="dialog"]')).not.toBeNull();
  });
});
