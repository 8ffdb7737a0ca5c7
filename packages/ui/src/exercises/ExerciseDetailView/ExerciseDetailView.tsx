import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { ToggleButton } from 'react-aria-components';
import type { ExerciseDetail, ExerciseImage, Muscle } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { listFormat } from '../../i18n/formatters.ts';
import { AlertDialog } from '../../primitives/AlertDialog/index.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { Banner } from '../../primitives/Banner/index.ts';
import { Button } from '../../primitives/Button/index.ts';
import { DialogTrigger } from '../../primitives/Dialog/index.ts';
import { Link } from '../../primitives/Link/index.ts';
import { cx } from '../../styles/cx.ts';
import {
  equipmentLabels,
  exerciseCategoryLabels,
  exerciseLevelLabels,
  exerciseMeasureLabels,
  muscleLabels,
} from '../labels.ts';
import { MuscleFigure } from '../MuscleFigure/index.ts';
import { VideoEmbed } from '../VideoEmbed/index.ts';
import * as styles from './ExerciseDetailView.css.ts';

export interface ExerciseDetailViewProps {
  exercise: ExerciseDetail;
  /** Trainer, own exercise: where "Edit" leads. */
  editHref?: string;
  /** Trainer, own exercise not archived: archives it, after a confirmation. A promise keeps the dialog open until it settles. */
  onArchive?: () => void | Promise<unknown>;
  /** Trainer, own archived exercise: restores it. */
  onRestore?: () => void | Promise<unknown>;
  /** Trainer, library exercise: copies it into their own exercises. */
  onCopy?: () => void | Promise<unknown>;
  /** An action runs: the actions are disabled, the one pressed shows a spinner. */
  isBusy?: boolean;
  /** What went wrong with the last action, translated. */
  error?: string | null;
  /** Another exercise's page, to link the library exercise this one was copied from. */
  hrefOf?: (id: string) => string;
  /** Level of the name heading (its sections' headings are one below). */
  headingLevel?: 1 | 2;
  className?: string;
}

type Action = 'copy' | 'archive' | 'restore';

/**
 * One exercise whole, as its page shows it: name and badges, pictures (the first large), video,
 * numbered steps, the muscle figure with the muscles listed, equipment, level and measure, and for
 * a trainer the actions that fit it (edit, archive or restore their own, copy a library exercise).
 */
export function ExerciseDetailView({
  exercise,
  editHref,
  onArchive,
  onRestore,
  onCopy,
  isBusy = false,
  error = null,
  hrefOf,
  headingLevel = 1,
  className,
}: ExerciseDetailViewProps) {
  const locale = getLocale();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const Section = `h${headingLevel + 1}` as 'h2' | 'h3';
  const Sub = `h${headingLevel + 2}` as 'h3' | 'h4';
  const [pressed, setPressed] = useState<Action | null>(null);
  // The text is in the exercise's language, which may not be the page's.
  const lang = exercise.language === locale ? undefined : exercise.language;

  // Archiving swaps the Archive button for Restore (and back): the focus follows to the new one.
  const toggleId = useId();
  const wasArchived = useRef(exercise.archived);
  useEffect(() => {
    if (wasArchived.current === exercise.archived) return;
    wasArchived.current = exercise.archived;
    document.getElementById(toggleId)?.focus();
  }, [exercise.archived, toggleId]);

  const run = (action: Action, handler: () => void | Promise<unknown>) => {
    setPressed(action);
    return handler();
  };
  const pending = (action: Action) => isBusy && pressed === action;

  const origin =
    exercise.origin === 'own'
      ? { tone: 'success' as const, text: m.exercises_card_mine() }
      : exercise.origin === 'trainer'
        ? { tone: 'info' as const, text: m.exercises_card_from_trainer() }
        : { tone: 'neutral' as const, text: m.exercises_detail_library() };

  const canCopy = onCopy && exercise.origin === 'library';
  const canArchive = onArchive && !exercise.archived;
  const canRestore = onRestore && exercise.archived;
  const hasActions = Boolean(editHref || canCopy || canArchive || canRestore);
  const list = listFormat(locale, { type: 'unit', style: 'short' });

  return (
    <article aria-labelledby={titleId} className={cx(styles.root, className)}>
      <header className={styles.header}>
        <div className={styles.identity}>
          <Heading id={titleId} className={styles.name} lang={lang}>
            {exercise.name}
          </Heading>
          <div className={styles.badges}>
            <Badge tone={origin.tone}>{origin.text}</Badge>
            {exercise.archived ? <Badge tone="warning">{m.exercises_card_archived()}</Badge> : null}
          </div>
        </div>
        {hasActions ? (
          <div className={styles.actions}>
            {canCopy ? (
              <Button
                isPending={pending('copy')}
                isDisabled={isBusy && !pending('copy')}
                onPress={() => void run('copy', onCopy)}
              >
                {m.exercises_detail_copy()}
              </Button>
            ) : null}
            {editHref ? (
              <Link href={editHref} buttonLike buttonVariant="secondary" isDisabled={isBusy}>
                {m.exercises_detail_edit()}
              </Link>
            ) : null}
            {canArchive ? (
              <DialogTrigger>
                <Button id={toggleId} variant="secondary" isPending={pending('archive')} isDisabled={isBusy}>
                  {m.exercises_detail_archive()}
                </Button>
                <AlertDialog
                  title={m.exercises_detail_archive_title({ name: exercise.name })}
                  confirmLabel={m.exercises_detail_archive_confirm()}
                  isPending={pending('archive')}
                  onConfirm={() => run('archive', onArchive)}
                >
                  {exercise.usedByPlans > 0
                    ? m.exercises_detail_archive_in_plans({ count: exercise.usedByPlans })
                    : m.exercises_detail_archive_body()}
                </AlertDialog>
              </DialogTrigger>
            ) : null}
            {canRestore ? (
              <Button
                id={toggleId}
                variant="secondary"
                isPending={pending('restore')}
                isDisabled={isBusy && !pending('restore')}
                onPress={() => void run('restore', onRestore)}
              >
                {m.exercises_detail_restore()}
              </Button>
            ) : null}
          </div>
        ) : null}
      </header>

      {error ? <Banner tone="error">{error}</Banner> : null}
      {exercise.archived ? (
        <Banner tone="info">
          {exercise.usedByPlans > 0
            ? m.exercises_detail_archived_in_plans({ count: exercise.usedByPlans })
            : m.exercises_detail_archived_note()}
        </Banner>
      ) : null}

      <div className={styles.layout}>
        <div className={styles.main}>
          {exercise.images.length > 0 ? <Gallery images={exercise.images} name={exercise.name} /> : null}
          {exercise.video ? (
            <Part title={m.exercises_detail_video()} Heading={Section}>
              <VideoEmbed video={exercise.video} title={exercise.name} />
            </Part>
          ) : null}

          <Part title={m.exercises_detail_steps()} Heading={Section}>
            {exercise.steps.length > 0 ? (
              <ol className={styles.steps} lang={lang}>
                {exercise.steps.map((step, index) => (
                  <li key={index} className={styles.step}>
                    <span className={styles.stepNumber} aria-hidden="true">
                      {index + 1}
                    </span>
                    <span className={styles.stepText}>{step}</span>
                  </li>
                ))}
              </ol>
            ) : (
              <p className={styles.muted}>{m.exercises_detail_no_steps()}</p>
            )}
          </Part>

          {exercise.copiedFrom ? (
            <p className={styles.copied}>
              {m.exercises_detail_copied_from()}{' '}
              {hrefOf ? (
                <Link href={hrefOf(exercise.copiedFrom.id)}>{exercise.copiedFrom.name}</Link>
              ) : (
                <span className={styles.copiedName}>{exercise.copiedFrom.name}</span>
              )}
            </p>
          ) : null}
        </div>

        <div className={styles.side}>
          <Part title={m.exercises_detail_muscles()} Heading={Section}>
            <div className={styles.muscles}>
              <MuscleFigure
                primary={exercise.primaryMuscles}
                secondary={exercise.secondaryMuscles}
                size="large"
                className={styles.figure}
              />
              <div className={styles.muscleLists}>
                <MuscleList
                  title={m.exercises_detail_primary()}
                  emphasis="primary"
                  muscles={exercise.primaryMuscles}
                  Heading={Sub}
                />
                {exercise.secondaryMuscles.length > 0 ? (
                  <MuscleList
                    title={m.exercises_detail_secondary()}
                    emphasis="secondary"
                    muscles={exercise.secondaryMuscles}
                    Heading={Sub}
                  />
                ) : null}
              </div>
            </div>
          </Part>

          <Part title={m.exercises_detail_facts()} Heading={Section}>
            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt className={styles.factName}>{m.exercises_detail_category()}</dt>
                <dd className={styles.factValue}>{exerciseCategoryLabels[exercise.category]()}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factName}>{m.exercises_detail_equipment()}</dt>
                <dd className={styles.factValue}>
                  {exercise.equipment.length > 0
                    ? list.format(exercise.equipment.map((equipment) => equipmentLabels[equipment]()))
                    : equipmentLabels.none()}
                </dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factName}>{m.exercises_detail_level()}</dt>
                <dd className={styles.factValue}>{exerciseLevelLabels[exercise.level]()}</dd>
              </div>
              <div className={styles.fact}>
                <dt className={styles.factName}>{m.exercises_detail_measure()}</dt>
                <dd className={styles.factValue}>{exerciseMeasureLabels[exercise.measure]()}</dd>
              </div>
            </dl>
          </Part>
        </div>
      </div>
    </article>
  );
}

interface PartProps {
  title: string;
  Heading: 'h2' | 'h3';
  className?: string;
  children: ReactNode;
}

function Part({ title, Heading, className, children }: PartProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cx(styles.part, className)}>
      <Heading id={id} className={styles.partTitle}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

interface MuscleListProps {
  title: string;
  emphasis: 'primary' | 'secondary';
  muscles: readonly Muscle[];
  Heading: 'h3' | 'h4';
}

/** The muscles of one emphasis, under a swatch of the colour the figure draws them in. */
function MuscleList({ title, emphasis, muscles, Heading }: MuscleListProps) {
  const id = useId();
  return (
    <div className={styles.muscleList}>
      <Heading id={id} className={styles.muscleListTitle}>
        <span className={styles.swatch} data-emphasis={emphasis} aria-hidden="true" />
        {title}
      </Heading>
      <ul role="list" aria-labelledby={id} className={styles.muscleNames}>
        {muscles.map((muscle) => (
          <li key={muscle}>{muscleLabels[muscle]()}</li>
        ))}
      </ul>
    </div>
  );
}

/** The pictures: the chosen one large (the first to begin with), all of them as a strip to choose from. */
function Gallery({ images, name }: { images: readonly ExerciseImage[]; name: string }) {
  const [current, setCurrent] = useState(0);
  const shown = images[current] ?? images[0]!;
  const count = images.length;
  return (
    <section aria-label={m.exercises_detail_images({ name })} className={styles.gallery}>
      <img
        src={shown.url}
        alt={m.exercises_detail_image({ name, index: current + 1, count })}
        className={styles.image}
      />
      {count > 1 ? (
        <ul role="list" className={styles.strip}>
          {images.map((image, index) => (
            <li key={image.id}>
              <ToggleButton
                isSelected={index === current}
                onChange={() => setCurrent(index)}
                aria-label={m.exercises_detail_image_show({ index: index + 1, count })}
                className={styles.thumb}
              >
                <img src={image.thumbnailUrl ?? image.url} alt="" className={styles.thumbImage} />
              </ToggleButton>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
