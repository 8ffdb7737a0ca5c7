export { VideoEmbed } from './VideoEmbed.tsx';
export type { VideoEmbedProps } from './VideoEmbed.tsx';
