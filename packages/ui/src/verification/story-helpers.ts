import { fn } from 'storybook/test';
import type { DocumentPartType, DocumentType, VerificationStatus } from '@spotter/domain';

/* Stand-ins for the island's upload and submit in stories: real files drawn on a canvas, progress
   reported in the stages the server reports (bytes, received, checked, stored). */

/** A JPEG photo of an identity card, drawn in the browser. */
export async function cardPhoto(name = 'id-card.jpg', type = 'image/jpeg'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 960;
  canvas.height = 640;
  const context = canvas.getContext('2d')!;
  context.fillStyle = '#8d7b68';
  context.fillRect(0, 0, 960, 640);
  context.fillStyle = '#e8eef5';
  context.fillRect(80, 110, 800, 420);
  context.fillStyle = '#b7a48f';
  context.fillRect(120, 190, 200, 260);
  context.fillStyle = '#1f2937';
  for (let line = 0; line < 6; line++) context.fillRect(360, 210 + line * 42, 300 + ((line * 53) % 140), 14);
  context.fillStyle = '#1e3a8a';
  context.font = 'bold 34px sans-serif';
  context.fillText('IDENTITY CARD', 120, 165);
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((made) => resolve(made!), type, 0.9));
  return new File([blob], name, { type });
}

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Upload cancelled', 'AbortError'));
    });
  });

/** An upload that reports each stage after `stepMs` and then answers, refuses, or never ends. */
export function fakeUpload(outcome: 'ok' | 'refused' | 'hangs' = 'ok', stepMs = 120) {
  let count = 0;
  return fn(async (field: string, _file: File, onProgress: (percent: number) => void, signal: AbortSignal) => {
    for (const percent of [10, 25, 65]) {
      await wait(stepMs, signal);
      onProgress(percent);
      if (outcome === 'refused' && percent === 25) {
        await wait(stepMs, signal);
        throw new Error('This photo is blurry. Hold the phone still and make sure the text is sharp.');
      }
    }
    if (outcome === 'hangs')
      await new Promise((_resolve, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Upload cancelled', 'AbortError'))),
      );
    await wait(stepMs, signal);
    onProgress(100);
    count += 1;
    return `/media/identity_document/00000000-0000-4000-8000-${String(count).padStart(12, '0')}.jpg#${field}`;
  });
}

/** A submission that answers 'in_progress', or fails with the server's text. */
export function fakeSubmit(outcome: 'ok' | 'fail' = 'ok') {
  return fn(async (_type: DocumentType, _parts: Array<{ type: DocumentPartType; url: string }>) => {
    await wait(150);
    if (outcome === 'fail')
      throw new Error('Your verification is under review or already complete, so it cannot be changed now.');
    return 'in_progress' as VerificationStatus;
  });
}

/** The file input a FileTrigger renders next to a button with this name. */
export function fileInputOf(root: HTMLElement): HTMLInputElement {
  const input = root.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
}
