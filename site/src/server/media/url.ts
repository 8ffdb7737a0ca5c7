/** The authorised address of a stored object: `/media/<key>` (media/[...key].ts checks who may read it). */
export function mediaUrl(key: string): string {
  return `/media/${key}`;
}
