import { useId, useState, type FormEvent } from 'react';
import { brandingLimits, brandingUpdateSchema, type Branding, type BrandingUpdate } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Form } from '../../primitives/Form/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { translateFieldErrors } from '../../i18n/validation.ts';
import { ImageUploadField } from '../../media/ImageUploadField/index.ts';
import { TopBarPreview } from '../../shell/TopBar/index.ts';
import { cx } from '../../styles/cx.ts';
import { palette } from '../../theme/tokens.ts';
import { LogoHeader } from '../LogoHeader/index.ts';
import * as styles from './BrandingEditor.css.ts';

export interface BrandingEditorProps {
  initial: Branding | null;
  /** Saves; rejects with `{ error, fieldErrors }` from the server on failure. */
  onSave: (update: BrandingUpdate) => Promise<Branding | null>;
  /**
   * Uploads a logo image (purpose brand_logo), reporting progress 0..1; rejects with `{ error }` on
   * failure. Without it the editor has no logo image field.
   */
  onUploadLogo?: (file: File, onProgress: (fraction: number) => void) => Promise<{ id: string; url: string }>;
}

const defaults: Branding = {
  useCustomLogo: false,
  hideLogoImage: false,
  customLogoUrl: null,
  customLogoTitle: null,
  customLogoTagline: null,
  logoTitleColor: null,
  logoTaglineColor: null,
};

type ColorKey = 'logoTitleColor' | 'logoTaglineColor';

/**
 * What an empty colour falls back to (the light theme's brand title and tagline colours): the
 * colour picker opens on it. The swatch itself shows the theme's own value.
 */
const defaultColors: Record<ColorKey, string> = { logoTitleColor: palette.ink900, logoTaglineColor: palette.ink600 };

const hexColor = /^#[0-9a-f]{6}$/i;

interface LogoUpload {
  /** 0..1 while uploading, otherwise null. */
  progress: number | null;
  error: string | null;
}

interface Status {
  kind: 'idle' | 'saving' | 'saved' | 'failed';
  message?: string;
}

/**
 * Edits a trainer's logo image, title, tagline and colours with a live preview in the three logo
 * sizes. The logo image is uploaded on its own; saving then links it (or its removal) to the branding.
 */
export function BrandingEditor({ initial, onSave, onUploadLogo }: BrandingEditorProps) {
  const [value, setValue] = useState<Branding>(initial ?? defaults);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [upload, setUpload] = useState<LogoUpload>({ progress: null, error: null });
  /** The logo image chosen since the last save (null: removed); undefined while it is unchanged. */
  const [logoMediaId, setLogoMediaId] = useState<string | null | undefined>(undefined);
  const [savedLogoUrl, setSavedLogoUrl] = useState<string | null>(initial?.customLogoUrl ?? null);
  const uploading = upload.progress !== null;
  const hintId = useId();
  const set = (patch: Partial<Branding>) => {
    setValue((current) => ({ ...current, ...patch }));
    if (status.kind !== 'saving') setStatus({ kind: 'idle' });
  };

  async function uploadLogo(file: File) {
    if (!onUploadLogo) return;
    setUpload({ progress: 0, error: null });
    setErrors(({ customLogoMediaId: _previous, ...rest }) => rest);
    try {
      const uploaded = await onUploadLogo(file, (fraction) =>
        setUpload((current) => (current.progress === null ? current : { ...current, progress: fraction })),
      );
      set({ customLogoUrl: uploaded.url });
      setLogoMediaId(uploaded.id);
      setUpload({ progress: null, error: null });
    } catch (error) {
      const failure = error as { error?: string } | null;
      setUpload({ progress: null, error: failure?.error || m.image_upload_error_failed() });
    }
  }

  function removeLogo() {
    set({ customLogoUrl: null });
    // Removing a logo that was never saved leaves nothing to change on the server.
    setLogoMediaId(savedLogoUrl === null ? undefined : null);
    setUpload({ progress: null, error: null });
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = brandingUpdateSchema.safeParse({
      useCustomLogo: value.useCustomLogo,
      hideLogoImage: value.hideLogoImage,
      customLogoTitle: value.customLogoTitle ?? '',
      customLogoTagline: value.customLogoTagline ?? '',
      logoTitleColor: value.logoTitleColor || null,
      logoTaglineColor: value.logoTaglineColor || null,
      ...(logoMediaId !== undefined ? { customLogoMediaId: logoMediaId } : {}),
    });
    if (!parsed.success) {
      setErrors(translateFieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setStatus({ kind: 'saving' });
    try {
      const saved = await onSave(parsed.data);
      if (saved) setValue(saved);
      setSavedLogoUrl(saved ? saved.customLogoUrl : value.customLogoUrl);
      setLogoMediaId(undefined);
      setStatus({ kind: 'saved', message: m.brand_saved() });
    } catch (error) {
      const failure = error as { error?: string; fieldErrors?: Record<string, string[]> };
      setErrors(failure.fieldErrors ?? {});
      setStatus({ kind: 'failed', message: failure.error || m.brand_save_failed() });
    }
  }

  const off = !value.useCustomLogo;
  /** The title or tagline, with its character count under it. */
  const textInput = (key: 'customLogoTitle' | 'customLogoTagline', label: string, max: number) => {
    const text = value[key] ?? '';
    return (
      <TextField
        name={key}
        label={label}
        value={text}
        onChange={(next) => set({ [key]: next })}
        maxLength={max}
        description={m.counter_characters({ count: text.length, max })}
        isDisabled={off}
        className={styles.editable}
      />
    );
  };
  const colorInput = (key: ColorKey, label: string, pickerLabel: string) => {
    const text = value[key] ?? '';
    const isDefault = text.trim() === '';
    return (
      <div className={styles.colorField}>
        <TextField
          name={key}
          label={label}
          description={
            <span id={`${hintId}-${key}`}>{isDefault ? m.brand_color_default_hint() : m.brand_color_hint()}</span>
          }
          placeholder={m.brand_color_placeholder_default()}
          value={text}
          onChange={(next) => set({ [key]: next })}
          isDisabled={off}
          className={styles.editable}
        />
        <span
          className={cx(styles.swatch, styles.swatchDefault[key])}
          style={hexColor.test(text) ? { background: text } : undefined}
        >
          <input
            type="color"
            className={styles.swatchInput}
            aria-label={pickerLabel}
            aria-describedby={`${hintId}-${key}`}
            value={hexColor.test(text) ? text.toLowerCase() : defaultColors[key]}
            onChange={(event) => set({ [key]: event.target.value })}
            disabled={off}
          />
        </span>
      </div>
    );
  };

  return (
    <div className={styles.layout}>
      <Form onSubmit={submit} validationErrors={errors} validationBehavior="aria" className={styles.fields}>
        {status.kind === 'saved' ? <Banner tone="success">{status.message}</Banner> : null}
        {status.kind === 'failed' ? <Banner tone="error">{status.message}</Banner> : null}
        <Switch
          isSelected={value.useCustomLogo}
          onChange={(useCustomLogo) => set({ useCustomLogo })}
          label={m.brand_use_custom_logo()}
        />
        {onUploadLogo ? (
          <ImageUploadField
            purpose="brand_logo"
            shape="square"
            label={m.image_upload_label_logo()}
            url={value.customLogoUrl}
            progress={upload.progress}
            error={upload.error ?? errors.customLogoMediaId?.[0] ?? null}
            onSelect={(file) => void uploadLogo(file)}
            onRemove={removeLogo}
            isDisabled={!value.useCustomLogo || status.kind === 'saving'}
          />
        ) : null}
        <Switch
          isSelected={value.hideLogoImage}
          onChange={(hideLogoImage) => set({ hideLogoImage })}
          label={m.brand_hide_logo_image()}
          isDisabled={!value.useCustomLogo}
        />
        {off ? <p className={styles.offHint}>{m.brand_fields_off_hint()}</p> : null}
        {textInput('customLogoTitle', m.brand_logo_title(), brandingLimits.titleChars)}
        {textInput('customLogoTagline', m.brand_logo_tagline(), brandingLimits.taglineChars)}
        <div className={styles.colorRow}>
          {colorInput('logoTitleColor', m.brand_title_color(), m.brand_title_color_picker())}
          {colorInput('logoTaglineColor', m.brand_tagline_color(), m.brand_tagline_color_picker())}
        </div>
        <div className={styles.actions}>
          <Button type="submit" isPending={status.kind === 'saving'} isDisabled={uploading}>
            {m.common_save()}
          </Button>
        </div>
      </Form>
      <aside className={styles.preview} aria-label={m.brand_preview()}>
        <div className={styles.previewHeading}>{m.brand_preview()}</div>
        <div className={styles.previewGroup}>
          <div className={styles.previewTitle}>{m.brand_preview_phone()}</div>
          <TopBarPreview branding={value} locale={getLocale()} />
        </div>
        <div className={styles.previewGroup}>
          <div className={styles.previewTitle}>{m.brand_preview_sizes()}</div>
          {(['small', 'default', 'large'] as const).map((size) => (
            <div key={size} className={styles.previewSample}>
              <LogoHeader branding={value} size={size} />
            </div>
          ))}
        </div>
      </aside>
    </div>
  );
}
