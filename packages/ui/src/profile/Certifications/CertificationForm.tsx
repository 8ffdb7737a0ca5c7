import { useId, useRef, useState, type FormEvent } from 'react';
import { FileTrigger } from 'react-aria-components';
import {
  certificationLimits,
  type Certification,
  type CertificationCreate,
  type CertificationDocument,
} from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button, IconButton } from '../../primitives/Button/index.ts';
import { DatePicker } from '../../primitives/DatePicker/index.ts';
import { Dialog } from '../../primitives/Dialog/index.ts';
import { Form, FormError } from '../../primitives/Form/index.ts';
import { ProgressBar } from '../../primitives/ProgressBar/index.ts';
import { Switch } from '../../primitives/Switch/index.ts';
import { TextField } from '../../primitives/TextField/index.ts';
import { CloseIcon, UploadIcon } from '../../icons/index.ts';
import { checkCertification } from '../checks.ts';
import { acceptedDocumentTypes, checkDocuments, maxDocumentMegabytes, type FormDocument } from './documents.ts';
import { DocumentLink } from './DocumentLink.tsx';
import * as styles from './Certifications.css.ts';

/** What a failed call rejects with: the server's message, its field errors and the HTTP status. */
export interface CertificationCallError {
  error?: string;
  fieldErrors?: Record<string, string[]>;
  status?: number;
}

export type UploadDocument = (file: File, onProgress: (fraction: number) => void) => Promise<CertificationDocument>;

interface Upload {
  key: number;
  fileName: string;
  /** 0..1 */
  progress: number;
}

export interface CertificationFormProps {
  /** The certification being edited, or null for a new one. */
  editing: Certification | null;
  /** Sends the checked payload; rejects with `CertificationCallError`. */
  onSubmit: (payload: CertificationCreate) => Promise<void>;
  onUploadDocument: UploadDocument;
}

/** The fields of a certification in a dialog: name, issuer, expiry date, hidden, and its documents. */
export function CertificationForm({ editing, onSubmit, onUploadDocument }: CertificationFormProps) {
  const locale = getLocale();
  const formId = useId();
  const [name, setName] = useState(editing?.name ?? '');
  const [issuer, setIssuer] = useState(editing?.issuer ?? '');
  const [expiryDate, setExpiryDate] = useState<string | null>(editing?.expiryDate ?? null);
  const [hidden, setHidden] = useState(editing?.hidden ?? false);
  /** True while the payload is being checked (the schema loads with the first check). */
  const checking = useRef(false);
  const [documents, setDocuments] = useState<FormDocument[]>(editing?.documents ?? []);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState(false);
  const nextUploadKey = useRef(0);

  const fieldError = (field: string) => (Object.hasOwn(errors, field) ? errors[field]?.[0] : undefined);
  const clearError = (field: string) =>
    setErrors((current) => {
      if (!Object.hasOwn(current, field)) return current;
      const { [field]: _dropped, ...rest } = current;
      return rest;
    });

  const takeFiles = (files: FileList | null) => {
    if (!files) return;
    const { accepted, problems } = checkDocuments(Array.from(files), documents.length + uploads.length);
    setFileProblems(problems);
    clearError('documentIds');
    for (const file of accepted) void upload(file);
  };

  async function upload(file: File) {
    const key = nextUploadKey.current++;
    setUploads((current) => [...current, { key, fileName: file.name, progress: 0 }]);
    const setProgress = (progress: number) =>
      setUploads((current) => current.map((item) => (item.key === key ? { ...item, progress } : item)));
    try {
      const stored = await onUploadDocument(file, setProgress);
      setDocuments((current) => [...current, { ...stored, fileName: file.name }]);
    } catch (failure) {
      const reason = (failure as CertificationCallError | undefined)?.error;
      setFileProblems((current) => [
        ...current,
        reason ? `${file.name}: ${reason}` : m.profile_cert_error_upload({ fileName: file.name }),
      ]);
    } finally {
      setUploads((current) => current.filter((item) => item.key !== key));
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (uploads.length > 0) {
      setFormError(m.profile_cert_wait_uploads());
      return;
    }
    if (checking.current) return;
    checking.current = true;
    const checked = await checkCertification({
      name,
      issuer,
      expiryDate,
      hidden,
      documentIds: documents.map((document) => document.id),
    });
    checking.current = false;
    if (checked.errors) {
      setErrors(checked.errors);
      setFormError(null);
      return;
    }
    setErrors({});
    setFormError(null);
    setConflict(false);
    setSaving(true);
    try {
      await onSubmit(checked.data);
    } catch (failure) {
      const { error, fieldErrors, status } = (failure ?? {}) as CertificationCallError;
      if (status === 409) setConflict(true);
      else {
        setErrors(fieldErrors ?? {});
        setFormError(error ?? m.profile_cert_save_failed());
      }
      setSaving(false);
    }
  }

  const full = documents.length + uploads.length >= certificationLimits.maxDocuments;
  return (
    <Dialog
      title={editing ? m.profile_cert_dialog_edit() : m.profile_cert_dialog_add()}
      footer={({ close }) => (
        <>
          <Button variant="secondary" onPress={close} isDisabled={saving}>
            {m.common_cancel()}
          </Button>
          <Button type="submit" form={formId} isPending={saving} isDisabled={conflict}>
            {m.profile_cert_save()}
          </Button>
        </>
      )}
    >
      <Form id={formId} onSubmit={(event) => void submit(event)} className={styles.form} validationBehavior="aria">
        {conflict ? (
          <Banner tone="warning">
            <p className={styles.bannerText}>{m.profile_cert_conflict()}</p>
            <Button
              size="small"
              variant="secondary"
              className={styles.bannerAction}
              onPress={() => window.location.reload()}
            >
              {m.profile_cert_reload()}
            </Button>
          </Banner>
        ) : null}
        <FormError>{formError}</FormError>
        <TextField
          label={m.profile_cert_name()}
          description={m.profile_cert_name_hint()}
          value={name}
          onChange={(next) => {
            setName(next);
            clearError('name');
          }}
          maxLength={certificationLimits.nameChars}
          isRequired
          errorMessage={fieldError('name')}
          isInvalid={Boolean(fieldError('name'))}
          isDisabled={saving}
          autoFocus
        />
        <TextField
          label={m.profile_cert_issuer()}
          value={issuer}
          onChange={(next) => {
            setIssuer(next);
            clearError('issuer');
          }}
          maxLength={certificationLimits.issuerChars}
          errorMessage={fieldError('issuer')}
          isInvalid={Boolean(fieldError('issuer'))}
          isDisabled={saving}
        />
        <DatePicker
          label={m.profile_cert_expiry()}
          description={m.profile_cert_expiry_hint()}
          value={expiryDate}
          onChange={(next) => {
            setExpiryDate(next);
            clearError('expiryDate');
          }}
          errorMessage={fieldError('expiryDate')}
          isInvalid={Boolean(fieldError('expiryDate'))}
          isDisabled={saving}
        />
        <Switch
          label={m.profile_cert_hidden()}
          description={m.profile_cert_hidden_hint()}
          isSelected={hidden}
          onChange={setHidden}
          isDisabled={saving}
        />
        <fieldset className={styles.documents} aria-describedby={`${formId}-documents-hint`}>
          <legend className={styles.legend}>{m.profile_cert_documents()}</legend>
          <p id={`${formId}-documents-hint`} className={styles.hint}>
            {m.profile_cert_documents_hint({ maxSize: maxDocumentMegabytes, max: certificationLimits.maxDocuments })}
          </p>
          {documents.length > 0 ? (
            <ul className={styles.documentList}>
              {documents.map((document, index) => {
                const label = document.fileName ?? m.profile_cert_document_n({ position: index + 1 });
                return (
                  <li key={document.id} className={styles.documentRow}>
                    <DocumentLink document={document} label={label} locale={locale} />
                    <IconButton
                      size="small"
                      label={m.profile_cert_document_remove({ name: label })}
                      isDisabled={saving}
                      onPress={() => setDocuments((current) => current.filter((item) => item.id !== document.id))}
                    >
                      <CloseIcon size={18} />
                    </IconButton>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {uploads.map((item) => (
            <ProgressBar
              key={item.key}
              label={m.profile_cert_uploading({ name: item.fileName })}
              value={Math.round(item.progress * 100)}
            />
          ))}
          {fileProblems.length > 0 ? (
            <Banner tone="error" onDismiss={() => setFileProblems([])}>
              <ul className={styles.problems}>
                {fileProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </ul>
            </Banner>
          ) : null}
          {fieldError('documentIds') ? <p className={styles.fieldError}>{fieldError('documentIds')}</p> : null}
          <FileTrigger acceptedFileTypes={acceptedDocumentTypes} allowsMultiple onSelect={takeFiles}>
            <Button variant="secondary" size="small" isDisabled={saving || full} className={styles.addDocuments}>
              <UploadIcon size={18} />
              {m.profile_cert_add_documents()}
            </Button>
          </FileTrigger>
        </fieldset>
      </Form>
    </Dialog>
  );
}
