import { useEffect, useId, useRef, useState } from 'react';
import { Button } from 'react-aria-components';
import type { ExerciseVideo } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Icon, VideoIcon, type IconProps } from '../../icons/index.ts';
import { cx } from '../../styles/cx.ts';
import { visuallyHidden } from '../../styles/shared.css.ts';
import * as styles from './VideoEmbed.css.ts';

export interface VideoEmbedProps {
  video: ExerciseVideo;
  /** The exercise's name: it names the player for screen readers. */
  title: string;
  /** A picture to show before the video plays (the exercise's first image); nothing else is fetched for it. */
  poster?: string | null;
  className?: string;
}

/** The services whose players are embedded, by the names they go by. */
const serviceNames = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

/**
 * An exercise's video. A YouTube or Vimeo link shows a stand-in with a play button: nothing is
 * loaded from the service until the viewer presses it, then its player starts. An upload or a
 * video file plays in the browser's own player (fetched only on play); any other link opens in a
 * new tab.
 */
export function VideoEmbed({ video, title, poster, className }: VideoEmbedProps) {
  switch (video.kind) {
    case 'youtube':
    case 'vimeo':
      return (
        <EmbeddedPlayer
          service={video.kind}
          embedUrl={video.embedUrl}
          title={title}
          poster={poster}
          className={className}
        />
      );
    case 'upload':
    case 'file':
      return <FilePlayer url={video.url} title={title} poster={poster} className={className} />;
    case 'link':
      return <VideoLink url={video.url} className={className} />;
  }
}

interface EmbeddedPlayerProps {
  service: keyof typeof serviceNames;
  embedUrl: string;
  title: string;
  poster: string | null | undefined;
  className: string | undefined;
}

function EmbeddedPlayer({ service, embedUrl, title, poster, className }: EmbeddedPlayerProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const noteId = useId();
  const serviceName = serviceNames[service];

  // The play button is gone once pressed: the focus moves on to the player that replaced it.
  useEffect(() => {
    if (playing) frameRef.current?.focus();
  }, [playing]);

  if (playing) {
    return (
      <div className={cx(styles.frame, className)} data-kind={service} data-state="playing">
        <iframe
          ref={frameRef}
          className={styles.iframe}
          src={withAutoplay(embedUrl)}
          title={m.exercises_video_player({ name: title, service: serviceName })}
          allow="autoplay; encrypted-media; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    );
  }

  return (
    <div className={cx(styles.frame, className)} data-kind={service} data-state="facade">
      {poster ? <img src={poster} alt="" className={styles.poster} /> : null}
      <Button
        className={styles.play}
        aria-label={m.exercises_video_play_named({ name: title })}
        aria-describedby={noteId}
        onPress={() => setPlaying(true)}
      >
        <span className={styles.playCircle} aria-hidden="true">
          <PlayIcon size={32} />
        </span>
        <span className={styles.playLabel}>{m.exercises_video_play()}</span>
      </Button>
      <p id={noteId} className={styles.service}>
        {m.exercises_video_plays_from({ service: serviceName })}
      </p>
    </div>
  );
}

/** The embed address with autoplay on: the viewer has just pressed play. */
function withAutoplay(embedUrl: string): string {
  return `${embedUrl}${embedUrl.includes('?') ? '&' : '?'}autoplay=1`;
}

interface FilePlayerProps {
  url: string;
  title: string;
  poster: string | null | undefined;
  className: string | undefined;
}

function FilePlayer({ url, title, poster, className }: FilePlayerProps) {
  return (
    <div className={cx(styles.frame, className)} data-kind="file">
      <video
        className={styles.video}
        src={url}
        poster={poster ?? undefined}
        controls
        preload="none"
        playsInline
        aria-label={m.exercises_video_label({ name: title })}
      >
        <a href={url}>{m.exercises_video_download()}</a>
      </video>
    </div>
  );
}

function VideoLink({ url, className }: { url: string; className: string | undefined }) {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" className={cx(styles.link, className)} data-kind="link">
      <span className={styles.linkIcon} aria-hidden="true">
        <VideoIcon size={24} />
      </span>
      <span className={styles.linkText}>
        <span className={styles.linkTitle}>{m.exercises_video_watch()}</span>
        <span className={styles.linkHost}>{hostOf(url)}</span>
      </span>
      <span className={visuallyHidden}>{m.exercises_video_new_tab()}</span>
      <ExternalIcon size={18} className={styles.external} />
    </a>
  );
}

/** The site a link leads to, as people say it: "example.com". */
function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

function PlayIcon(props: IconProps) {
  return (
    <Icon {...props} strokeWidth={0}>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.86l11-6.5a1 1 0 0 0 0-1.72l-11-6.5A1 1 0 0 0 8 5.5Z" fill="currentColor" />
    </Icon>
  );
}

function ExternalIcon(props: IconProps) {
  return (
    <Icon {...props}>
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </Icon>
  );
}
