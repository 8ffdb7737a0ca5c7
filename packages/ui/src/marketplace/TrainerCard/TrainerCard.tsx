import { useId } from 'react';
import { fullName, initialsOf, languageFlag, type TrainerCard as TrainerCardData } from '@spotter/domain';
import { getLocale, m } from '@spotter/i18n';
import { CircleCheckIcon, GlobeIcon } from '../../icons/index.ts';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { Badge } from '../../primitives/Badge/index.ts';
import { card as cardSurface } from '../../primitives/Card/Card.css.ts';
import { languageName } from '../../profile/MultiLanguageSelector/languageNames.ts';
import { specialtyLabels, trainingModeLabels } from '../../profile/optionLabels.ts';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { formatDistance } from '../format.ts';
import { PinIcon } from '../icons.tsx';
import { RatingStars } from '../RatingStars/index.ts';
import * as styles from './TrainerCard.css.ts';

/** The most specialties and languages a card shows; the rest are counted ("+2 more"). */
export const trainerCardLimits = { specialties: 3, languages: 4 } as const;

export interface TrainerCardProps {
  trainer: TrainerCardData;
  /** The trainer's public page. The whole card links there. */
  href: string;
  /** Level of the name heading, to fit the page outline. */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A trainer as the marketplace lists them: photo, name (the link; the whole card is clickable),
 * verification, rating, city and distance, short description, specialties, training modes and
 * languages. Plain HTML with no scripts, so a server-rendered page shows it complete.
 */
export function TrainerCard({ trainer, href, headingLevel = 3, className }: TrainerCardProps) {
  const locale = getLocale();
  const titleId = useId();
  const name = fullName(trainer);
  const Heading = `h${headingLevel}` as const;
  const specialties = trainer.specialties.slice(0, trainerCardLimits.specialties);
  const moreSpecialties = trainer.specialties.length - specialties.length;
  const languages = trainer.languages.slice(0, trainerCardLimits.languages);
  const moreLanguages = trainer.languages.length - languages.length;

  return (
    <article aria-labelledby={titleId} className={cx(cardSurface, styles.card, className)}>
      <div className={styles.header}>
        <Avatar
          name={name}
          initials={initialsOf(trainer)}
          src={trainer.photoUrl}
          size="lg"
          decorative
          className={styles.photo}
        />
        <div className={styles.identity}>
          <Heading id={titleId} className={styles.name}>
            <a href={href} className={styles.link}>
              {name}
            </a>
          </Heading>
          {trainer.verified ? (
            <Badge tone="success" label={m.marketplace_card_verified_label()} className={styles.verified}>
              <CircleCheckIcon size={14} strokeWidth={2.5} />
              {m.marketplace_card_verified()}
            </Badge>
          ) : null}
          <RatingStars average={trainer.rating.average} count={trainer.rating.count} size="small" />
          {trainer.city ? (
            <p className={styles.place}>
              <PinIcon size={16} className={styles.placeIcon} />
              <span>
                {trainer.city}
                {trainer.distanceKm !== null ? (
                  <>
                    <span aria-hidden="true"> · </span>
                    <span className={styles.distance}>
                      {trainer.distanceKm < 1
                        ? m.marketplace_card_distance_near()
                        : m.marketplace_card_distance({ distance: formatDistance(trainer.distanceKm, locale) })}
                    </span>
                  </>
                ) : null}
              </span>
            </p>
          ) : null}
        </div>
      </div>

      {trainer.shortDescription ? <p className={styles.description}>{trainer.shortDescription}</p> : null}

      {specialties.length > 0 ? (
        <ul role="list" aria-label={m.marketplace_card_specialties()} className={styles.chips}>
          {specialties.map((specialty) => (
            <li key={specialty} className={styles.chip}>
              {specialtyLabels[specialty]()}
            </li>
          ))}
          {moreSpecialties > 0 ? (
            <li className={cx(styles.chip, styles.moreChip)}>{m.marketplace_card_more({ count: moreSpecialties })}</li>
          ) : null}
        </ul>
      ) : null}

      {trainer.modes.length > 0 || languages.length > 0 ? (
        <div className={styles.footer}>
          {trainer.modes.length > 0 ? (
            <ul role="list" aria-label={m.marketplace_card_modes()} className={styles.modes}>
              {trainer.modes.map((mode) => (
                <li key={mode} className={styles.mode}>
                  {trainingModeLabels[mode]()}
                </li>
              ))}
            </ul>
          ) : null}
          {languages.length > 0 ? (
            <ul role="list" aria-label={m.marketplace_card_languages()} className={styles.languages}>
              {languages.map((code) => {
                const language = languageName(code, locale);
                const flag = languageFlag(code);
                return (
                  <li key={code} className={styles.language} title={language}>
                    <span aria-hidden="true" className={styles.flag} data-flag={flag ? 'emoji' : 'none'}>
                      {flag || <GlobeIcon size={16} />}
                    </span>
                    <span className={visuallyHidden}>{language}</span>
                  </li>
                );
              })}
              {moreLanguages > 0 ? (
                <li className={styles.moreLanguages}>{m.marketplace_card_more({ count: moreLanguages })}</li>
              ) : null}
            </ul>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
