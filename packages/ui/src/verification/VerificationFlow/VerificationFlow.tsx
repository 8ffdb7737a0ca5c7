import { useEffect, useRef, useState } from 'react';
import {
  documentTypes,
  isVerificationLocked,
  requiredPartsOf,
  limits,
  uploadFieldOfPart,
  type DocumentPartType,
  type DocumentType,
  type VerificationStatus,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { Checkbox } from '../../primitives/Checkbox/index.ts';
import { Dialog, Modal } from '../../primitives/Dialog/index.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { PhotoPicker } from '../PhotoPicker/index.ts';
import {
  documentLabel,
  isAbort,
  messageOf,
  partHint,
  partTitle,
  type SubmitVerification,
  type UploadIdentityImage,
} from '../types.ts';
import * as styles from './VerificationFlow.css.ts';

export interface VerificationFlowProps {
  status: VerificationStatus;
  upload: UploadIdentityImage;
  submit: SubmitVerification;
  /** How long Cancel stays unavailable once processing starts (SPEC §9: 2.5 s). */
  cancelGuardMs?: number;
  /** Where the flow starts (stories): a chosen type opens its first step. */
  initialDocumentType?: DocumentType | null;
  initialStep?: number;
  /** Days the documents are kept after the review, for the consent text. */
  retentionDays: number;
}

type Phase = 'choose' | 'steps' | 'done';

/**
 * Variant A of identity verification: choose passport, licence or ID card, agree in a consent
 * dialog, then photograph each part in turn (front, back, selfie; a passport's photo page and a
 * selfie). Continue uploads the photo with real progress (uploaded, quality checked, stored) and
 * moves on, or submits after the last part. Cancel is offered after a short guard; Back starts over.
 */
export function VerificationFlow({
  status,
  upload,
  submit,
  cancelGuardMs = limits.verificationCancelGuardMs,
  initialDocumentType = null,
  initialStep = 0,
  retentionDays,
}: VerificationFlowProps) {
  const [phase, setPhase] = useState<Phase>(initialDocumentType ? 'steps' : 'choose');
  const [type, setType] = useState<DocumentType | null>(initialDocumentType);
  const [consentOpen, setConsentOpen] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const [chooseError, setChooseError] = useState<string | null>(null);
  const [step, setStep] = useState(initialStep);
  const [files, setFiles] = useState<Partial<Record<DocumentPartType, File>>>({});
  const [urls, setUrls] = useState<Partial<Record<DocumentPartType, string>>>({});
  const [stepError, setStepError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [canCancel, setCanCancel] = useState(false);
  const [banner, setBanner] = useState<string | null>(null);
  const [result, setResult] = useState<VerificationStatus | null>(null);
  const abort = useRef<AbortController | null>(null);

  // Cancel becomes available once the guard has passed since processing started.
  const processingNow = progress !== null;
  useEffect(() => {
    if (!processingNow) return;
    const timer = setTimeout(() => setCanCancel(true), cancelGuardMs);
    return () => {
      clearTimeout(timer);
      setCanCancel(false);
    };
  }, [processingNow, cancelGuardMs]);

  if (phase === 'done' || isVerificationLocked(status)) {
    return (
      <div className={styles.root}>
        {result ? <Banner tone="success">{m.verification_success()}</Banner> : null}
        {(result ?? status) !== 'completed' ? <p>{m.verification_in_review_note()}</p> : null}
      </div>
    );
  }

  const parts = type ? requiredPartsOf[type] : [];
  const part = parts[step];

  const startOver = () => {
    abort.current?.abort();
    setPhase('choose');
    setType(null);
    setAgreed(false);
    setStep(0);
    setFiles({});
    setUrls({});
    setStepError(null);
    setBanner(null);
  };

  const chooseType = (value: string) => {
    const chosen = documentTypes.find((candidate) => candidate === value) ?? null;
    // Another document needs other photos: the ones taken so far go.
    if (chosen !== type) {
      setFiles({});
      setUrls({});
    }
    setType(chosen);
    setChooseError(null);
  };

  const agree = () => {
    if (!agreed) {
      setConsentError(true);
      return;
    }
    setConsentOpen(false);
    setPhase('steps');
    setStep(0);
  };

  const cont = async () => {
    if (!type || !part) return;
    const file = files[part];
    if (!file) {
      setStepError(m.verification_error_image_required());
      return;
    }
    setStepError(null);
    setBanner(null);
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    let stored: Partial<Record<DocumentPartType, string>>;
    try {
      const url = urls[part] ?? (await upload(uploadFieldOfPart[part], file, setProgress, controller.signal));
      stored = { ...urls, [part]: url };
      setUrls(stored);
    } catch (error) {
      setProgress(null);
      if (!isAbort(error)) setStepError(messageOf(error, m.verification_error_upload()));
      return;
    }
    if (step < parts.length - 1) {
      setProgress(null);
      setStep(step + 1);
      return;
    }
    const missing = parts.filter((required) => !stored[required]);
    if (missing.length) {
      setProgress(null);
      setBanner(m.verification_error_missing_images());
      return;
    }
    try {
      const next = await submit(
        type,
        parts.map((required) => ({ type: required, url: stored[required]! })),
      );
      setResult(next);
      setPhase('done');
    } catch (error) {
      setBanner(messageOf(error, m.verification_error_submit()));
    } finally {
      setProgress(null);
    }
  };

  if (phase === 'choose' || !type || !part) {
    return (
      <div className={styles.root}>
        <RadioGroup
          label={m.verification_document_label()}
          appearance="card"
          value={type ?? ''}
          onChange={chooseType}
          isInvalid={Boolean(chooseError)}
          errorMessage={chooseError ?? undefined}
        >
          {documentTypes.map((value) => (
            <Radio key={value} value={value} label={documentLabel(value)} />
          ))}
        </RadioGroup>
        <div className={styles.actions}>
          <Button
            variant="primary"
            onPress={() => {
              if (!type) setChooseError(m.verification_error_document_required());
              else {
                setConsentError(false);
                setConsentOpen(true);
              }
            }}
          >
            {m.verification_continue()}
          </Button>
        </div>
        <Modal isOpen={consentOpen} onOpenChange={setConsentOpen} isDismissable size="medium">
          <Dialog
            title={m.verification_consent_title()}
            footer={
              <>
                <Button variant="ghost" onPress={() => setConsentOpen(false)}>
                  {m.verification_cancel()}
                </Button>
                <Button variant="primary" onPress={agree}>
                  {m.verification_consent_agree()}
                </Button>
              </>
            }
          >
            <p className={styles.consentText}>{m.verification_consent_body({ days: retentionDays })}</p>
            <Checkbox
              isSelected={agreed}
              onChange={(value) => {
                setAgreed(value);
                if (value) setConsentError(false);
              }}
              isRequired
              isInvalid={consentError}
              errorMessage={m.verification_consent_required()}
              label={m.verification_consent_checkbox()}
            />
          </Dialog>
        </Modal>
      </div>
    );
  }

  const processing = progress !== null;
  return (
    <div className={styles.root}>
      <p className={styles.counter}>
        {documentLabel(type)} · {m.verification_step_of({ current: step + 1, total: parts.length })}
      </p>
      {banner ? (
        <Banner tone="error" onDismiss={() => setBanner(null)}>
          {banner}
        </Banner>
      ) : null}
      <PhotoPicker
        key={part}
        title={partTitle(part)}
        hint={partHint(part)}
        camera={part === 'selfie' ? 'user' : 'environment'}
        file={files[part] ?? null}
        onChange={(file) => {
          setFiles((all) => ({ ...all, [part]: file ?? undefined }));
          setUrls((all) => ({ ...all, [part]: undefined }));
          setStepError(null);
        }}
        progress={progress}
        error={stepError}
      />
      <p className={styles.guidance}>{m.verification_guidance()}</p>
      <div className={styles.actions}>
        <Button variant="ghost" isDisabled={processing} onPress={startOver}>
          {m.verification_back()}
        </Button>
        {processing ? (
          <Button variant="secondary" isDisabled={!canCancel} onPress={() => abort.current?.abort()}>
            {m.verification_cancel()}
          </Button>
        ) : null}
        <Button variant="primary" isDisabled={processing} onPress={() => void cont()}>
          {m.verification_continue()}
        </Button>
      </div>
      {processing && !canCancel ? <p className={styles.guidance}>{m.verification_cancel_guard()}</p> : null}
    </div>
  );
}
