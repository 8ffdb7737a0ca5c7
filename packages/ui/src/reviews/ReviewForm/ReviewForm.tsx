import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { reviewLimits, type ReviewWrite, type TrainerReview } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { StarIcon } from '../../icons/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { FieldFooter } from '../../primitives/Field/index.ts';
import { Form, FormActions, FormError } from '../../primitives/Form/index.ts';
import { TextArea } from '../../primitives/TextField/index.ts';
import { $locale } from '../../stores/index.ts';
import { cx } from '../../styles/cx.ts';
import { field, label as labelStyle, visuallyHidden } from '../../styles/shared.css.ts';
import { formatReviewDate } from '../format.ts';
import * as styles from './ReviewForm.css.ts';

export interface ReviewFormProps {
  /** The client's review when they wrote one: the form edits it. */
  initial?: TrainerReview | null;
  /**
   * Saves the review (trimmed). Resolves with the saved review to go on editing it, or with
   * nothing; rejects with `{ error, fieldErrors }` (fields `rating`, `body`) to show the refusal.
   */
  onSubmit: (review: ReviewWrite) => Promise<TrainerReview | void>;
  /** Level of the form's heading, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  /**
   * A save that happened before the page loaded again (the page reloads to show the review in its
   * list): the form says so as if it had just saved, and scrolls the message into view. Read when
   * the form mounts (give the form a `key` to show a later one).
   */
  savedBefore?: 'created' | 'updated' | null;
  className?: string;
}

type Status =
  { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved'; created: boolean } | { kind: 'failed'; message: string };

const stars = Array.from({ length: reviewLimits.maxRating }, (_, i) => i + 1);

/**
 * A client's review of a trainer: a rating as a group of five star radios (arrow keys choose), the
 * text with a live character count, and submit. With `initial` it edits the review it shows.
 */
export function ReviewForm({
  initial = null,
  onSubmit,
  headingLevel = 2,
  savedBefore = null,
  className,
}: ReviewFormProps) {
  const locale = useStore($locale);
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<TrainerReview | null>(initial);
  const [rating, setRating] = useState<number | null>(initial?.rating ?? null);
  const [hovered, setHovered] = useState<number | null>(null);
  const [body, setBody] = useState(initial?.body ?? '');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<Status>(
    savedBefore ? { kind: 'saved', created: savedBefore === 'created' } : { kind: 'idle' },
  );
  const saving = status.kind === 'saving';
  const savedRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (savedBefore && status.kind === 'saved') savedRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [savedBefore, status.kind]);
  const editing = saved !== null;
  const Heading = `h${headingLevel}` as const;

  // After a refused submit the focus goes to the first field that needs a change, once the
  // answer is rendered (a pending button would take it back otherwise).
  const refusedFields = useRef<Record<string, string[]> | null>(null);
  useEffect(() => {
    const fields = refusedFields.current;
    const form = formRef.current;
    if (!fields || !form) return;
    refusedFields.current = null;
    const target = fields.rating
      ? (form.querySelector<HTMLInputElement>('input[type="radio"]:checked') ??
        form.querySelector<HTMLInputElement>('input[type="radio"]'))
      : fields.body
        ? form.querySelector<HTMLTextAreaElement>('textarea')
        : null;
    target?.focus();
  });

  function refuse(fieldErrors: Record<string, string[]>) {
    refusedFields.current = fieldErrors;
    setErrors(fieldErrors);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const text = body.trim();
    const local: Record<string, string[]> = {};
    if (rating === null) local.rating = [m.reviews_form_rating_required()];
    if (!text) local.body = [m.reviews_form_body_required()];
    else if ([...text].length > reviewLimits.bodyChars)
      local.body = [m.validation_text_too_long({ max: reviewLimits.bodyChars })];
    if (rating === null || Object.keys(local).length > 0) {
      setStatus({ kind: 'idle' });
      refuse(local);
      return;
    }
    setErrors({});
    setStatus({ kind: 'saving' });
    try {
      const result = await onSubmit({ rating, body: text });
      setStatus({ kind: 'saved', created: !editing });
      if (result) setSaved(result);
      setBody(text);
    } catch (failure) {
      const refusal = (failure ?? {}) as { error?: string; fieldErrors?: Record<string, string[]> };
      setStatus({ kind: 'failed', message: refusal.error || m.reviews_form_failed() });
      refuse(refusal.fieldErrors ?? {});
    }
  }

  const shown = hovered ?? rating ?? 0;
  const ratingError = errors.rating?.join(' ');

  return (
    <section aria-labelledby={titleId} className={cx(styles.root, className)}>
      <div className={styles.intro}>
        <Heading id={titleId} className={styles.title}>
          {editing ? m.reviews_form_title_edit() : m.reviews_form_title_new()}
        </Heading>
        <p className={styles.text}>
          {saved
            ? m.reviews_form_intro_edit({ date: formatReviewDate(saved.createdAt, locale) })
            : m.reviews_form_intro_new()}
        </p>
      </div>
      <Form
        ref={formRef}
        onSubmit={(event) => void submit(event)}
        validationErrors={errors}
        validationBehavior="aria"
        aria-labelledby={titleId}
      >
        <FormError>{status.kind === 'failed' ? status.message : null}</FormError>
        <RadioGroup
          name="rating"
          orientation="horizontal"
          value={rating === null ? null : String(rating)}
          onChange={(value) => {
            setRating(Number(value));
            setErrors(({ rating: _cleared, ...rest }) => rest);
          }}
          isDisabled={saving}
          isInvalid={ratingError !== undefined}
          className={cx(field, styles.rating)}
        >
          <Label className={labelStyle}>{m.reviews_form_rating_label()}</Label>
          <div className={styles.stars} onPointerLeave={() => setHovered(null)}>
            {stars.map((value) => (
              <Radio
                key={value}
                value={String(value)}
                className={styles.star}
                onHoverChange={(isHovering) => setHovered(isHovering ? value : null)}
              >
                <StarIcon size={32} strokeWidth={1.5} fill={value <= shown ? 'currentColor' : 'none'} />
                <span className={visuallyHidden}>{m.reviews_form_star({ count: value })}</span>
              </Radio>
            ))}
            {shown > 0 ? (
              <span className={styles.chosen} aria-hidden="true">
                {m.reviews_form_star({ count: shown })}
              </span>
            ) : null}
          </div>
          <FieldFooter errorMessage={ratingError} />
        </RadioGroup>
        <TextArea
          name="body"
          label={m.reviews_form_body_label()}
          description={m.reviews_form_body_hint()}
          maxChars={reviewLimits.bodyChars}
          value={body}
          onChange={(next) => {
            setBody(next);
            setErrors(({ body: _cleared, ...rest }) => rest);
            if (status.kind === 'saved') setStatus({ kind: 'idle' });
          }}
          isInvalid={errors.body !== undefined}
          errorMessage={errors.body?.join(' ')}
          isDisabled={saving}
          rows={6}
        />
        {status.kind === 'saved' ? (
          <div ref={savedRef}>
            <Banner tone="success">
              <p className={styles.text}>{status.created ? m.reviews_form_saved_new() : m.reviews_form_saved_edit()}</p>
            </Banner>
          </div>
        ) : null}
        <FormActions>
          <Button type="submit" isPending={saving}>
            {editing ? m.reviews_form_submit_edit() : m.reviews_form_submit_new()}
          </Button>
        </FormActions>
      </Form>
    </section>
  );
}
