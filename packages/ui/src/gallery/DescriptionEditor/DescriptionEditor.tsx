import { m } from '@spotter/i18n';
import { TextArea } from '../../primitives/TextField/index.ts';
import * as styles from './DescriptionEditor.css.ts';

export interface DescriptionEditorProps {
  value: string;
  onChange: (description: string) => void;
}

/** An image's description: what it shows, also its alternative text. */
export function DescriptionEditor({ value, onChange }: DescriptionEditorProps) {
  return (
    <TextArea
      label={m.gallery_description_label()}
      placeholder={m.gallery_description_placeholder()}
      value={value}
      onChange={onChange}
      rows={2}
      className={styles.description}
    />
  );
}
