import { m } from '@spotter/i18n';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { documentKind, formatByteSize, type FormDocument } from './documents.ts';
import * as styles from './Certifications.css.ts';

/** A certification document as a link that opens it in a new tab, with its kind and size. */
export function DocumentLink({ document, label, locale }: { document: FormDocument; label: string; locale: string }) {
  return (
    <span className={styles.document}>
      <a href={document.url} target="_blank" rel="noopener noreferrer" className={styles.documentLink}>
        {label}
        <span className={visuallyHidden}> {m.profile_cert_document_new_tab()}</span>
      </a>
      <span className={styles.documentMeta}>
        {documentKind(document.contentType)} · {formatByteSize(document.byteSize, locale)}
      </span>
    </span>
  );
}
