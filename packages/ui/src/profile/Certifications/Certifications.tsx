import { useState } from 'react';
import {
  certificationLimits,
  isExpired,
  type Certification,
  type CertificationCreate,
  type CertificationStatus,
  type CertificationUpdate,
} from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Modal } from '../../primitives/Dialog/index.ts';
import { showToast } from '../../primitives/Toast/index.ts';
import { cx } from '../../styles/cx.ts';
import { CertificationForm, type CertificationCallError, type UploadDocument } from './CertificationForm.tsx';
import { DocumentLink } from './DocumentLink.tsx';
import { formatDay } from './documents.ts';
import * as styles from './Certifications.css.ts';

export interface CertificationsProps {
  /** The trainer's certifications as the page loaded them. */
  initial: readonly Certification[];
  /** Creates one; rejects with `{ error, fieldErrors?, status? }`. */
  onCreate: (payload: CertificationCreate) => Promise<Certification>;
  /** Replaces one read at `payload.version`; rejects with status 409 when it changed since. */
  onUpdate: (id: string, payload: CertificationUpdate) => Promise<Certification>;
  onDelete: (id: string, version: number) => Promise<void>;
  /** Uploads a document (purpose certificate_document), reporting progress 0..1. */
  onUploadDocument: UploadDocument;
  /** The day expiry is judged against, 'YYYY-MM-DD'; today when left out. */
  today?: string;
  className?: string;
}

type Editing = { mode: 'create' } | { mode: 'edit'; certification: Certification };

const statusTone: Record<CertificationStatus, BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
};

const statusLabel: Record<CertificationStatus, () => string> = {
  pending: m.profile_cert_status_pending,
  approved: m.profile_cert_status_approved,
  rejected: m.profile_cert_status_rejected,
};

/**
 * The trainer's certifications: a list with review status, expiry and visibility, and dialogs to
 * add, edit (which sends it back to review) and delete them. Each change is saved on its own.
 */
export function Certifications({
  initial,
  onCreate,
  onUpdate,
  onDelete,
  onUploadDocument,
  today,
  className,
}: CertificationsProps) {
  const locale = getLocale();
  const [items, setItems] = useState<Certification[]>([...initial]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [deleting, setDeleting] = useState<Certification | null>(null);
  const [deleteError, setDeleteError] = useState<{ message: string; conflict: boolean } | null>(null);
  const atLimit = items.length >= certificationLimits.maxCertifications;

  async function save(payload: CertificationCreate) {
    if (editing?.mode === 'edit') {
      const { certification } = editing;
      const saved = await onUpdate(certification.id, { ...payload, version: certification.version });
      setItems((current) => current.map((item) => (item.id === saved.id ? saved : item)));
    } else {
      const saved = await onCreate(payload);
      setItems((current) => [...current, saved]);
    }
    setEditing(null);
    showToast({ title: m.profile_cert_saved(), tone: 'success' });
  }

  async function remove(certification: Certification) {
    setDeleteError(null);
    try {
      await onDelete(certification.id, certification.version);
    } catch (failure) {
      const { error, status } = (failure ?? {}) as CertificationCallError;
      const conflict = status === 409;
      setDeleteError({
        message: conflict ? m.profile_cert_conflict() : (error ?? m.profile_cert_delete_failed()),
        conflict,
      });
      throw failure;
    }
    setItems((current) => current.filter((item) => item.id !== certification.id));
    showToast({ title: m.profile_cert_deleted(), tone: 'success' });
  }

  return (
    <div className={cx(styles.certifications, className)}>
      <p className={styles.intro}>{m.profile_cert_intro()}</p>
      {items.length === 0 ? (
        <p className={styles.empty}>{m.profile_cert_empty()}</p>
      ) : (
        <ul className={styles.list} aria-label={m.profile_cert_list()}>
          {items.map((certification) => (
            <CertificationRow
              key={certification.id}
              certification={certification}
              locale={locale}
              today={today}
              onEdit={() => setEditing({ mode: 'edit', certification })}
              onDelete={() => {
                setDeleteError(null);
                setDeleting(certification);
              }}
            />
          ))}
        </ul>
      )}
      {atLimit ? (
        <p className={styles.hint}>{m.profile_cert_limit({ max: certificationLimits.maxCertifications })}</p>
      ) : null}
      <div>
        <Button onPress={() => setEditing({ mode: 'create' })} isDisabled={atLimit}>
          {m.profile_cert_add()}
        </Button>
      </div>

      <Modal
        isOpen={editing !== null}
        onOpenChange={(open) => (open ? undefined : setEditing(null))}
        isDismissable={false}
        size="medium"
      >
        {editing ? (
          <CertificationForm
            editing={editing.mode === 'edit' ? editing.certification : null}
            onSubmit={save}
            onUploadDocument={onUploadDocument}
          />
        ) : null}
      </Modal>

      <AlertDialog
        isOpen={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        variant="danger"
        title={m.profile_cert_delete_title({ name: deleting?.name ?? '' })}
        confirmLabel={m.profile_cert_delete_confirm()}
        onConfirm={deleting ? () => remove(deleting) : undefined}
      >
        <p className={styles.bannerText}>{m.profile_cert_delete_body()}</p>
        {deleteError ? (
          <Banner tone={deleteError.conflict ? 'warning' : 'error'}>
            <p className={styles.bannerText}>{deleteError.message}</p>
            {deleteError.conflict ? (
              <Button
                size="small"
                variant="secondary"
                className={styles.bannerAction}
                onPress={() => window.location.reload()}
              >
                {m.profile_cert_reload()}
              </Button>
            ) : null}
          </Banner>
        ) : null}
      </AlertDialog>
    </div>
  );
}

interface CertificationRowProps {
  certification: Certification;
  locale: string;
  today: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
}

function CertificationRow({ certification, locale, today, onEdit, onDelete }: CertificationRowProps) {
  const { name, issuer, expiryDate, status, hidden, documents } = certification;
  const expired = isExpired(expiryDate, today);
  return (
    <li className={styles.row} data-expired={expired || undefined}>
      <div className={styles.rowMain}>
        <div className={styles.rowTitle}>
          <h3 className={styles.name}>{name}</h3>
          <Badge tone={statusTone[status]}>{statusLabel[status]()}</Badge>
          {expired ? <Badge tone="danger">{m.profile_cert_expired()}</Badge> : null}
          {hidden ? <Badge tone="neutral">{m.profile_cert_hidden_badge()}</Badge> : null}
        </div>
        {issuer ? <p className={styles.meta}>{issuer}</p> : null}
        <p className={styles.meta}>
          {expiryDate === null
            ? m.profile_cert_no_expiry()
            : expired
              ? m.profile_cert_expired_on({ date: formatDay(expiryDate, locale) })
              : m.profile_cert_expires_on({ date: formatDay(expiryDate, locale) })}
        </p>
        {documents.length > 0 ? (
          <ul className={styles.rowDocuments}>
            {documents.map((document, index) => (
              <li key={document.id}>
                <DocumentLink
                  document={document}
                  label={m.profile_cert_document_n({ position: index + 1 })}
                  locale={locale}
                />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className={styles.rowActions}>
        <Button size="small" variant="secondary" onPress={onEdit} aria-label={m.profile_cert_edit_named({ name })}>
          {m.profile_cert_edit()}
        </Button>
        <Button size="small" variant="ghost" onPress={onDelete} aria-label={m.profile_cert_delete_named({ name })}>
          {m.profile_cert_delete()}
        </Button>
      </div>
    </li>
  );
}
