/** Files and drag-and-drop for the stories of the media and gallery editors only. */

export const MB = 1024 * 1024;

/** A file that claims `size` bytes without allocating them. */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** Drops files on `target` (or on the drop zone around it) the way a browser's drag and drop does. */
export function dropFiles(target: HTMLElement, files: File[]) {
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(file);
  transfer.effectAllowed = 'all';
  // Files made by a script have no file-system entry, which react-aria uses to tell files from
  // folders; stand one in for the length of this synthetic drop.
  const original = Object.getOwnPropertyDescriptor(DataTransferItem.prototype, 'webkitGetAsEntry');
  Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', {
    configurable: true,
    value: () => ({ isFile: true, isDirectory: false }),
  });
  try {
    for (const type of ['dragenter', 'dragover', 'drop'] as const) {
      target.dispatchEvent(
        new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer, clientX: 10, clientY: 10 }),
      );
    }
  } finally {
    if (original) Object.defineProperty(DataTransferItem.prototype, 'webkitGetAsEntry', original);
  }
}
