import { useState } from 'react';
import { GalleryManager, type GalleryManagerProps } from './GalleryManager/GalleryManager.tsx';
import type { GalleryImage } from './images.ts';

/** Pictures, images and helpers for the gallery's stories only. */

const hues = [152, 200, 24, 280, 340, 48, 172, 220, 8, 300];

/** A small inline SVG picture, so stories need no network. */
export function picture(index: number): string {
  const hue = hues[index % hues.length] ?? 152;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 62%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360} 65% 38%)"/></linearGradient></defs><rect width="400" height="300" fill="url(#g)"/><circle cx="300" cy="80" r="38" fill="rgba(255,255,255,.55)"/><path d="M0 300 L120 150 L200 230 L270 170 L400 300Z" fill="rgba(0,0,0,.28)"/><text x="376" y="276" text-anchor="end" font-family="sans-serif" font-size="36" font-weight="700" fill="#fff">#${index + 1}</text></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}

const descriptions = [
  'Morning kettlebell class in the park',
  'Deadlift coaching session',
  '',
  'Studio with rowing machines',
  '',
  'Mobility warm-up',
];

/** `count` uploaded images, the first `highlighted` of them highlighted. */
export function makeImages(count: number, highlighted = 0): GalleryImage[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `img-${index + 1}`,
    url: picture(index),
    isHighlighted: index < highlighted,
    description: descriptions[index % descriptions.length] ?? '',
  }));
}

/** A new image still on its way to the server (`progress` 0..1), or one whose upload failed. */
export function uploadingImage(id: string, pictureIndex: number | null, upload: Partial<GalleryImage>): GalleryImage {
  return {
    id,
    url: null,
    previewUrl: pictureIndex === null ? null : picture(pictureIndex),
    isHighlighted: false,
    description: '',
    isNew: true,
    ...upload,
  };
}

/** A file of `size` real bytes. */
export const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

/** Feeds files to the hidden file input the way a browser's picker does. */
export function pickFiles(canvasElement: HTMLElement, files: File[]) {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('file input not found');
  const transfer = new DataTransfer();
  for (const item of files) transfer.items.add(item);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Keeps the list in state like a parent would; added files become uploading tiles. */
export function StatefulGalleryManager(props: GalleryManagerProps) {
  const [images, setImages] = useState(props.images);
  return (
    <GalleryManager
      {...props}
      images={images}
      onChange={(next) => {
        props.onChange(next);
        setImages(next);
      }}
      onAddFiles={(files) => {
        props.onAddFiles(files);
        setImages((current) => [
          ...current,
          ...files.map((_added, index) =>
            uploadingImage(`new-${current.length + index}`, current.length + index, { progress: 0.3 }),
          ),
        ]);
      }}
    />
  );
}
