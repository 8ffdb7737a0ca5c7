import { z } from 'zod';

/** A video URL as the exercise form understands it (SPEC §5 "Exercise media"). */
export type VideoUrl =
  | { kind: 'youtube'; id: string; embedUrl: string }
  | { kind: 'vimeo'; id: string; embedUrl: string }
  | { kind: 'file'; url: string; extension: VideoFileExtension }
  | { kind: 'link'; url: string };

export const videoFileExtensions = ['mp4', 'webm', 'ogg', 'mov', 'avi'] as const;
export type VideoFileExtension = (typeof videoFileExtensions)[number];

export const videoUrlMaxLength = 2048;

const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const vimeoId = /^\d{1,20}$/;
const youtubeHosts = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const youtubePathPrefixes = new Set(['embed', 'shorts', 'live', 'v', 'e']);
const vimeoHosts = new Set(['vimeo.com', 'player.vimeo.com']);

function youtubeIdOf(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'youtu.be') return segments[0] ?? null;
  if (!youtubeHosts.has(host)) return null;
  if (segments[0] === 'watch') return url.searchParams.get('v');
  if (segments.length >= 2 && youtubePathPrefixes.has(segments[0]!)) return segments[1]!;
  return null;
}

function vimeoIdOf(url: URL, host: string): string | null {
  if (!vimeoHosts.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  if (host === 'player.vimeo.com') return segments[0] === 'video' ? (segments[1] ?? null) : null;
  // vimeo.com/123, vimeo.com/channels/x/123, vimeo.com/groups/x/videos/123, vimeo.com/123/abcdef (unlisted hash)
  return segments.find((segment) => vimeoId.test(segment)) ?? null;
}

/**
 * Reads a pasted video address: a YouTube or Vimeo page (→ a privacy-friendly embed address), a
 * direct video file, or any other http(s) link. Returns null for anything that is not an http(s) URL.
 */
export function parseVideoUrl(input: string): VideoUrl | null {
  const text = input.trim();
  if (!text || text.length > videoUrlMaxLength) return null;
  if (!/^https?:\/\//i.test(text)) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return null;
  // Credentials in a link are a phishing trick, never a video address.
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');

  if (!host.includes('.') && host !== 'localhost') return null;

  const yt = youtubeIdOf(url, host);
  if (yt !== null && youtubeId.test(yt)) {
    return { kind: 'youtube', id: yt, embedUrl: `https://www.youtube-nocookie.com/embed/${yt}` };
  }
  const vimeo = vimeoIdOf(url, host);
  if (vimeo !== null && vimeoId.test(vimeo)) {
    return { kind: 'vimeo', id: vimeo, embedUrl: `https://player.vimeo.com/video/${vimeo}?dnt=1` };
  }
  const extension = /\.([a-z0-9]+)$/i.exec(url.pathname)?.[1]?.toLowerCase();
  const href = url.href;
  if (extension && (videoFileExtensions as readonly string[]).includes(extension)) {
    return { kind: 'file', url: href, extension: extension as VideoFileExtension };
  }
  return { kind: 'link', url: href };
}

/** A video URL field: trims, refuses non-http(s) input, and yields the parsed form. */
export const videoUrlSchema = z.string({ error: 'validation_video_url' }).transform((value, ctx) => {
  const parsed = parseVideoUrl(value);
  if (!parsed) {
    ctx.addIssue({ code: 'custom', message: 'validation_video_url' });
    return z.NEVER;
  }
  return parsed;
});
