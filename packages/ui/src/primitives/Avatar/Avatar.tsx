import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { initialsOf } from '@spotter/domain';
import { cx } from '../../styles/cx.ts';
import { PersonIcon } from '../../icons/index.ts';
import * as styles from './Avatar.css.ts';

export const avatarSizes = ['sm', 'md', 'lg'] as const;
export type AvatarSize = (typeof avatarSizes)[number];

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** The person's name: the image's alt text and, unless `initials` is given, the source of the initials. */
  name: string;
  /**
   * The initials when `name` is not the person's own name (an email or a stand-in such as "Admin"):
   * pass `initialsOf(person)`; empty shows a person outline instead of letters.
   */
  initials?: string;
  /** Photo URL. Without it, or when it fails to load, the initials show. */
  src?: string | null;
  /** Alt text when it should differ from `name`. */
  alt?: string;
  /** sm 32px, md 40px, lg 64px. */
  size?: AvatarSize;
  /** Hide from screen readers when the name is written right next to the avatar. */
  decorative?: boolean;
}

/** A round photo of a person, falling back to their initials. */
export function Avatar({ name, initials, src, alt, size, decorative = false, className, ...props }: AvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const showImage = Boolean(src) && failedSrc !== src;
  const imgRef = useRef<HTMLImageElement>(null);
  // A server-rendered image may fail before React listens for `error`; decode() catches that case.
  useEffect(() => {
    const img = imgRef.current;
    if (!img || !src || typeof img.decode !== 'function') return;
    let current = true;
    img.decode().catch(() => {
      if (current) setFailedSrc(src);
    });
    return () => {
      current = false;
    };
  }, [src]);
  const label = alt ?? name;
  const letters = initials ?? initialsOf(name);
  const classes = cx(styles.avatar({ size }), className);

  if (showImage) {
    return (
      <span {...props} className={classes}>
        <img
          ref={imgRef}
          src={src ?? undefined}
          alt={decorative ? '' : label}
          className={styles.image}
          onError={() => setFailedSrc(src ?? null)}
        />
      </span>
    );
  }
  return (
    <span
      {...props}
      className={classes}
      data-fallback=""
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': label })}
    >
      <span aria-hidden="true">
        {letters || (
          <PersonIcon
            size="1.4em"
            style={{ display: 'block' }}
            strokeWidth={1.8}
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </span>
    </span>
  );
}
