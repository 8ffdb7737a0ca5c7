import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { I18nProvider } from 'react-aria-components';
import type { GalleryItem, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { GalleryManager, type GalleryImage } from '@spotter/ui/gallery/GalleryManager/index.ts';
import { Banner } from '@spotter/ui/primitives/Banner/index.ts';
import { $locale, initLocale } from '@spotter/ui/stores/index.ts';
import { sendChecked } from './api.ts';
import { uploadFile } from './upload.ts';
import { intlLocale } from '@spotter/ui/i18n/intlLocale.ts';

interface Props {
  locale: Locale;
  initial: GalleryItem[];
}

type Row = GalleryImage & { mediaId: string | null };

const fromItem = (item: GalleryItem): Row => ({
  id: item.id,
  mediaId: item.mediaId,
  url: item.url,
  previewUrl: item.thumbnailUrl,
  isHighlighted: item.isHighlighted,
  description: item.description,
});

/** The trainer's gallery: uploads with progress, then one save of order, highlights and text. */
export default function GalleryIsland({ locale, initial }: Props) {
  initLocale(locale);
  const current = useStore($locale);
  const [rows, setRows] = useState<Row[]>(() => initial.map(fromItem));
  const [dirty, setDirty] = useState(false);
  const [saving, setSaving] = useState(false);
  const [status, setStatus] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  // Upload outcomes by row, kept for rows removed meanwhile, so an Undo brings back the finished upload.
  const settled = useRef(new Map<string, Partial<Row>>());
  const patch = (id: string, change: Partial<Row>) => {
    settled.current.set(id, { ...settled.current.get(id), ...change });
    setRows((list) => list.map((row) => (row.id === id ? { ...row, ...change } : row)));
  };

  function addFiles(files: File[]) {
    const added: Row[] = files.map((file) => ({
      id: `new-${crypto.randomUUID()}`,
      mediaId: null,
      url: null,
      previewUrl: URL.createObjectURL(file),
      isHighlighted: false,
      description: '',
      progress: 0,
      isNew: true,
    }));
    setRows((list) => [...list, ...added]);
    setDirty(true);
    added.forEach((row, index) => {
      uploadFile('galleryImage', files[index]!, (fraction) => patch(row.id, { progress: fraction }))
        .then((media) => patch(row.id, { mediaId: media.id, url: media.url, progress: null, error: null }))
        .catch((error: Error) => patch(row.id, { progress: null, error: error.message }));
    });
  }

  async function save() {
    setSaving(true);
    setStatus(null);
    try {
      const ready = rows.filter((row): row is Row & { mediaId: string } => Boolean(row.mediaId) && !row.error);
      const saved: GalleryItem[] = await sendChecked('PUT', '/api/users/trainer/gallery', 'galleryUpdate', {
        images: ready.map((row) => ({
          mediaId: row.mediaId,
          isHighlighted: row.isHighlighted,
          description: row.description,
        })),
      });
      setRows(saved.map(fromItem));
      setDirty(false);
      setStatus({ tone: 'success', text: m.gallery_saved() });
    } catch (error) {
      setStatus({ tone: 'error', text: (error as { error?: string }).error || m.gallery_save_failed() });
    } finally {
      setSaving(false);
    }
  }

  const uploading = rows.some((row) => typeof row.progress === 'number');
  return (
    <I18nProvider locale={intlLocale(current)}>
      <div key={current}>
        {status ? (
          <Banner tone={status.tone} onDismiss={() => setStatus(null)}>
            {status.text}
          </Banner>
        ) : null}
        <GalleryManager
          images={rows}
          onChange={(next) => {
            // The manager hands back the rows it was given (an undone removal included), with their mediaId.
            setRows(next.map((image) => ({ mediaId: null, ...image, ...settled.current.get(image.id) })));
            setDirty(true);
          }}
          onAddFiles={addFiles}
          onSave={() => void save()}
          isSaving={saving || uploading}
          isDirty={dirty}
        />
      </div>
    </I18nProvider>
  );
}
