import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVideoUrl, videoUrlSchema } from '../src/rules/video-url.ts';

const id = 'dQw4w9WgXcQ';
const youtube = { kind: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };

const youtubeShapes = (v: string) => [
  `https://www.youtube.com/watch?v=${v}`,
  `https://youtube.com/watch?v=${v}&t=42s`,
  `http://www.youtube.com/watch?feature=share&v=${v}&list=PL123`,
  `https://m.youtube.com/watch?v=${v}`,
  `https://music.youtube.com/watch?v=${v}&si=abc`,
  `https://youtu.be/${v}`,
  `https://youtu.be/${v}?t=90`,
  `https://www.youtube.com/embed/${v}?start=10`,
  `https://www.youtube-nocookie.com/embed/${v}`,
  `https://www.youtube.com/shorts/${v}`,
  `https://youtube.com/shorts/${v}?feature=share`,
  `https://www.youtube.com/live/${v}?si=xyz`,
  `https://www.youtube.com/v/${v}`,
  `  https://WWW.YOUTUBE.COM/watch?v=${v}#t=1m  `,
];

describe('parseVideoUrl: YouTube', () => {
  it.each(youtubeShapes(id))('reads the id from %s', (url) => {
    expect(parseVideoUrl(url)).toEqual(youtube);
  });

  it('treats YouTube pages without a video id as plain links', () => {
    expect(parseVideoUrl('https://www.youtube.com/@spotter')).toEqual({
      kind: 'link',
      url: 'https://www.youtube.com/@spotter',
    });
    expect(parseVideoUrl('https://www.youtube.com/watch?v=tooShort')).toMatchObject({ kind: 'link' });
    expect(parseVideoUrl('https://youtu.be/dQw4w9WgXcQ123')).toMatchObject({ kind: 'link' });
  });

  it('does not mistake look-alike hosts for YouTube', () => {
    expect(parseVideoUrl(`https://notyoutube.com/watch?v=${id}`)).toMatchObject({ kind: 'link' });
    expect(parseVideoUrl(`https://youtube.com.evil.example/watch?v=${id}`)).toMatchObject({ kind: 'link' });
  });
});

describe('parseVideoUrl: Vimeo', () => {
  const vimeo = { kind: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871?dnt=1' };
  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871?share=copy',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://vimeo.com/groups/shortfilms/videos/76979871',
    'https://player.vimeo.com/video/76979871',
    'https://player.vimeo.com/video/76979871?h=abc&title=0',
  ])('reads the id from %s', (url) => {
    expect(parseVideoUrl(url)).toEqual(vimeo);
  });

  it('treats Vimeo pages without a numeric id as links', () => {
    expect(parseVideoUrl('https://vimeo.com/channels/staffpicks')).toMatchObject({ kind: 'link' });
  });
});

describe('parseVideoUrl: files and links', () => {
  it.each([
    ['https://cdn.example.com/videos/squat.mp4', 'mp4'],
    ['https://cdn.example.com/videos/squat.MP4?token=abc', 'mp4'],
    ['http://example.com/a/b/lunge.webm', 'webm'],
    ['https://example.com/clip.ogg#t=5', 'ogg'],
    ['https://example.com/clip.MoV', 'mov'],
    ['https://example.com/clip.avi', 'avi'],
  ] as const)('recognises the direct file %s', (url, extension) => {
    expect(parseVideoUrl(url)).toEqual({ kind: 'file', url: new URL(url).href, extension });
  });

  it('keeps other http(s) addresses as links', () => {
    expect(parseVideoUrl('https://example.com/workouts/squat')).toEqual({
      kind: 'link',
      url: 'https://example.com/workouts/squat',
    });
    expect(parseVideoUrl('https://example.com/clip.mkv')).toMatchObject({ kind: 'link' });
    expect(parseVideoUrl('https://example.com/?file=clip.mp4')).toMatchObject({ kind: 'link' });
  });

  it.each([
    '',
    '   ',
    'not a url',
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)//https://youtu.be/dQw4w9WgXcQ',
    'data:video/mp4;base64,AAAA',
    'ftp://example.com/clip.mp4',
    'file:///etc/passwd',
    '//youtu.be/dQw4w9WgXcQ',
    'youtube.com/watch?v=dQw4w9WgXcQ',
    'https://',
    'https://exa mple.com',
    'https://user:pass@example.com/clip.mp4',
    'https://localhostt',
    `https://example.com/${'a'.repeat(2048)}`,
  ])('refuses %j', (input) => {
    expect(parseVideoUrl(input)).toBeNull();
  });
});

describe('videoUrlSchema', () => {
  it('parses valid input and reports the translatable key otherwise', () => {
    expect(videoUrlSchema.parse('https://youtu.be/dQw4w9WgXcQ')).toEqual(youtube);
    const result = videoUrlSchema.safeParse('javascript:alert(1)');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('validation_video_url');
    expect(videoUrlSchema.safeParse(42).error?.issues[0]?.message).toBe('validation_video_url');
  });
});

describe('parseVideoUrl properties', () => {
  const youtubeIdArb = fc.string({
    unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'),
    minLength: 11,
    maxLength: 11,
  });

  it('finds any 11-character YouTube id in every URL shape', () => {
    fc.assert(
      fc.property(youtubeIdArb, (v) => {
        for (const url of youtubeShapes(v)) {
          const parsed = parseVideoUrl(url);
          expect(parsed).toEqual({ kind: 'youtube', id: v, embedUrl: `https://www.youtube-nocookie.com/embed/${v}` });
        }
      }),
    );
  });

  it('round-trips any numeric Vimeo id', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.constantFrom('https://vimeo.com/', 'https://player.vimeo.com/video/', 'https://vimeo.com/channels/x/'),
        (n, prefix) => {
          const vimeoId = n.toString();
          expect(parseVideoUrl(prefix + vimeoId)).toEqual({
            kind: 'vimeo',
            id: vimeoId,
            embedUrl: `https://player.vimeo.com/video/${vimeoId}?dnt=1`,
          });
        },
      ),
    );
  });

  it('never parses strings that do not start with http(s)://', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        fc.pre(!/^\s*https?:\/\//i.test(text));
        expect(parseVideoUrl(text)).toBeNull();
      }),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('javascript:', 'data:', 'vbscript:', 'blob:', 'ftp://', 'file://', 'mailto:'),
        fc.webUrl(),
        (scheme, url) => {
          expect(parseVideoUrl(scheme + url)).toBeNull();
        },
      ),
    );
  });

  it('accepts every generated web URL, always as http(s), never throwing', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (url) => {
        fc.pre(url.length <= 2048 && new URL(url).hostname.includes('.'));
        const parsed = parseVideoUrl(url);
        expect(parsed).not.toBeNull();
        const address = parsed && ('url' in parsed ? parsed.url : parsed.embedUrl);
        expect(address).toMatch(/^https?:\/\//);
      }),
    );
  });

  it('never throws on arbitrary input', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.webUrl().map((u) => u + fc.sample(fc.string(), 1)[0]),
        ),
        (text) => {
          expect(() => parseVideoUrl(text)).not.toThrow();
        },
      ),
    );
  });
});
