import { useEffect, useRef, useState, type FormEvent } from 'react';
import { reviewLimits } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Button } from '../../primitives/Button/index.ts';
import { Form, FormActions, FormError } from '../../primitives/Form/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import { cx } from '../../styles/cx.ts';
import * as styles from './ReviewReplyForm.css.ts';

export interface ReviewReplyFormProps {
  /** The review's author ("Adna B."), named in the field's label. */
  authorName: string;
  /** Saves the reply (trimmed); rejects with `{ error, fieldErrors }` (field `reply`) to show the refusal. */
  onSubmit: (reply: string) => Promise<void>;
  /** The id of the review's heading: the Reply button is described by it. */
  describedBy?: string;
  /** Starts with the form open rather than behind a Reply button. */
  defaultOpen?: boolean;
  className?: string;
}

/**
 * The trainer's one reply to a review: a Reply button that opens a text field with a live
 * character count, Cancel and Publish. The parent shows the reply once it is saved.
 */
export function ReviewReplyForm({
  authorName,
  onSubmit,
  describedBy,
  defaultOpen = false,
  className,
}: ReviewReplyFormProps) {
  const [open, setOpen] = useState(defaultOpen);
  const [reply, setReply] = useState('');
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const replyButton = useRef<HTMLSpanElement>(null);
  const textarea = useRef<HTMLDivElement>(null);
  const closedByCancel = useRef(false);

  // Cancel gives the focus back to the button that opened the form.
  useEffect(() => {
    if (open || !closedByCancel.current) return;
    closedByCancel.current = false;
    replyButton.current?.querySelector('button')?.focus();
  }, [open]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const text = reply.trim();
    if (!text || [...text].length > reviewLimits.replyChars) {
      setError(null);
      setErrors({
        reply: [text ? m.validation_text_too_long({ max: reviewLimits.replyChars }) : m.reviews_reply_required()],
      });
      textarea.current?.querySelector('textarea')?.focus();
      return;
    }
    setSaving(true);
    setError(null);
    setErrors({});
    try {
      await onSubmit(text);
    } catch (failure) {
      const refusal = (failure ?? {}) as { error?: string; fieldErrors?: Record<string, string[]> };
      setError(refusal.error || m.reviews_reply_failed());
      setErrors(refusal.fieldErrors ?? {});
    } finally {
      setSaving(false);
    }
  }

  if (!open) {
    return (
      <span ref={replyButton} className={cx(styles.opener, className)}>
        <Button variant="secondary" size="small" aria-describedby={describedBy} onPress={() => setOpen(true)}>
          {m.reviews_reply_open()}
        </Button>
      </span>
    );
  }

  return (
    <Form
      onSubmit={(event) => void submit(event)}
      validationErrors={errors}
      validationBehavior="aria"
      className={cx(styles.form, className)}
    >
      <FormError>{error}</FormError>
      <div ref={textarea}>
        <TextArea
          name="reply"
          label={m.reviews_reply_label({ name: authorName || m.reviews_list_author_fallback() })}
          description={m.reviews_reply_hint()}
          maxChars={reviewLimits.replyChars}
          value={reply}
          onChange={(next) => {
            setReply(next);
            setErrors(({ reply: _cleared, ...rest }) => rest);
          }}
          isInvalid={errors.reply !== undefined}
          errorMessage={errors.reply?.join(' ')}
          isDisabled={saving}
          rows={4}
          autoFocus={!defaultOpen}
        />
      </div>
      <FormActions className={styles.actions}>
        <Button
          variant="secondary"
          isDisabled={saving}
          onPress={() => {
            closedByCancel.current = true;
            setOpen(false);
            setReply('');
            setError(null);
            setErrors({});
          }}
        >
          {m.common_cancel()}
        </Button>
        <Button type="submit" isPending={saving}>
          {m.reviews_reply_submit()}
        </Button>
      </FormActions>
    </Form>
  );
}
