import { useState } from 'react';
import {
  documentTypes,
  isVerificationLocked,
  requiredPartsOf,
  uploadFieldOfPart,
  type DocumentType,
  type Verification,
  type VerificationStatus,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge, type BadgeTone } from '../../primitives/Badge/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Radio, RadioGroup } from '../../primitives/RadioGroup/index.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../primitives/Tabs/index.ts';
import { PhotoStep } from '../PhotoStep/index.ts';
import { VerificationFlow } from '../VerificationFlow/index.ts';
import {
  documentLabel,
  partHint,
  partTitle,
  statusLabel,
  type SubmitVerification,
  type UploadIdentityImage,
} from '../types.ts';
import * as styles from './VerificationSection.css.ts';

export const verificationModes = ['guided', 'photos'] as const;
export type VerificationMode = (typeof verificationModes)[number];

export interface VerificationSectionProps {
  verification: Verification;
  upload: UploadIdentityImage;
  submit: SubmitVerification;
  retentionDays: number;
  /** The tab shown first (stories). */
  initialMode?: VerificationMode;
  /** Passed to the step-by-step flow (stories start it on a step). */
  initialDocumentType?: DocumentType | null;
  headingId?: string;
}

const tones: Record<VerificationStatus, BadgeTone> = {
  not_started: 'neutral',
  started: 'info',
  in_progress: 'warning',
  completed: 'success',
  rejected: 'danger',
};

/**
 * The editor's ID verification section: the status, the reviewer's reason after a rejection,
 * and, while the form is open, the two ways to verify: step by step with the camera (variant A)
 * or uploading photos one after another (variant B). In review or verified locks the form.
 */
export function VerificationSection({
  verification,
  upload,
  submit,
  retentionDays,
  initialMode = 'guided',
  initialDocumentType = null,
  headingId = 'verification-title',
}: VerificationSectionProps) {
  const [status, setStatus] = useState(verification.status);
  const [photosType, setPhotosType] = useState<DocumentType>('id_card');
  const [justSubmitted, setJustSubmitted] = useState(false);
  const locked = isVerificationLocked(status);
  const submitted: SubmitVerification = async (type, parts) => {
    const next = await submit(type, parts);
    setJustSubmitted(true);
    setStatus(next);
    return next;
  };

  return (
    <section className={styles.root} aria-labelledby={headingId} id="verification">
      <div className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          {m.verification_section_title()}
        </h2>
        <Badge tone={tones[status]} label={m.verification_status_label({ status: statusLabel(status) })}>
          {statusLabel(status)}
        </Badge>
      </div>
      <p className={styles.intro}>{m.verification_section_intro({ days: retentionDays })}</p>
      {status === 'rejected' && verification.rejectionReason ? (
        <Banner tone="warning" title={m.verification_rejected_title()}>
          {m.verification_rejected_reason({ reason: verification.rejectionReason })}
        </Banner>
      ) : null}
      {justSubmitted ? (
        <Banner tone="success" title={m.verification_submitted_title()}>
          {m.verification_success()} {m.verification_submitted_body()}
        </Banner>
      ) : null}
      {status === 'completed' ? <Banner tone="success">{m.verification_completed_note()}</Banner> : null}
      {status === 'in_progress' && !justSubmitted ? (
        <Banner tone="info">
          {m.verification_in_review_note()} {m.verification_locked_note()}
        </Banner>
      ) : null}
      {locked ? null : (
        <Tabs defaultSelectedKey={initialMode}>
          <TabList aria-label={m.verification_mode_label()}>
            <Tab id="guided">{m.verification_mode_guided()}</Tab>
            <Tab id="photos">{m.verification_mode_photos()}</Tab>
          </TabList>
          <TabPanel id="guided" className={styles.panel}>
            <p className={styles.modeText}>{m.verification_mode_guided_description()}</p>
            <VerificationFlow
              status={status}
              upload={upload}
              submit={submitted}
              retentionDays={retentionDays}
              initialDocumentType={initialDocumentType}
            />
          </TabPanel>
          <TabPanel id="photos" className={styles.panel}>
            <p className={styles.modeText}>{m.verification_mode_photos_description()}</p>
            <RadioGroup
              label={m.verification_document_label()}
              orientation="horizontal"
              value={photosType}
              onChange={(value) => setPhotosType(documentTypes.find((type) => type === value) ?? 'id_card')}
            >
              {documentTypes.map((value) => (
                <Radio key={value} value={value} label={documentLabel(value)} />
              ))}
            </RadioGroup>
            <PhotoStep
              key={photosType}
              status={status}
              upload={upload}
              images={requiredPartsOf[photosType].map((part) => ({
                key: uploadFieldOfPart[part],
                title: partTitle(part),
                hint: partHint(part),
                camera: part === 'selfie' ? 'user' : 'environment',
              }))}
              onSubmit={(urls) =>
                submitted(
                  photosType,
                  requiredPartsOf[photosType].map((part) => ({ type: part, url: urls[uploadFieldOfPart[part]] ?? '' })),
                )
              }
            />
          </TabPanel>
        </Tabs>
      )}
    </section>
  );
}
