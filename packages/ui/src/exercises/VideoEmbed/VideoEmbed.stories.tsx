import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { demoPhoto, fileVideo, linkVideo, uploadedVideo, vimeoVideo, youtubeVideo } from '../story-data.ts';
import { VideoEmbed } from './VideoEmbed.tsx';

const meta = {
  title: 'Exercises/VideoEmbed',
  component: VideoEmbed,
  args: { video: youtubeVideo, title: 'Barbell back squat' },
  decorators: [maxWidth(640)],
} satisfies Meta<typeof VideoEmbed>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A YouTube link before play: a stand-in, no player and nothing fetched from YouTube. */
export const YouTubeFacade: Story = {
  play: async ({ canvas, canvasElement }) => {
    const play = canvas.getByRole('button', { name: 'Play video: Barbell back squat' });
    await expect(play).toHaveAccessibleDescription('Plays from YouTube');
    await expect(canvas.getByText('Plays from YouTube')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** A Vimeo link before play, over the exercise's picture. */
export const VimeoFacade: Story = {
  args: { video: vimeoVideo, title: 'Push-up', poster: demoPhoto('mat', '#ede9fe', '#5b21b6') },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Plays from Vimeo')).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** After play: the privacy-friendly player, autoplaying, takes the button's place and the focus. */
export const YouTubePlaying: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Play video: Barbell back squat' }));
    const player = await canvas.findByTitle('Barbell back squat: video on YouTube');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/bEv6CCg2BC8?autoplay=1');
    await expect(player).toHaveAttribute('allow', 'autoplay; encrypted-media; picture-in-picture');
    await expect(player).toHaveAttribute('allowfullscreen');
    await waitFor(() => expect(player).toHaveFocus());
    await expect(canvas.queryByRole('button', { name: /Play video/ })).toBeNull();
  },
};

/** Pressing play with the keyboard works the same. */
export const VimeoPlayingByKeyboard: Story = {
  args: { video: vimeoVideo, title: 'Push-up' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Play video: Push-up' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const player = await canvas.findByTitle('Push-up: video on Vimeo');
    await expect(player).toHaveAttribute('src', 'https://player.vimeo.com/video/348295104?dnt=1&autoplay=1');
  },
};

/** An uploaded video in the browser's player, fetched only when played. */
export const Upload: Story = {
  args: { video: uploadedVideo, title: 'Kettlebell swing (hip hinge focus)' },
  play: async ({ canvas }) => {
    const video = canvas.getByLabelText('Video: Kettlebell swing (hip hinge focus)');
    await expect(video.tagName).toBe('VIDEO');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('controls');
  },
};

/** A link to a video file plays in the browser's player too. */
export const FileLink: Story = {
  args: { video: fileVideo, title: 'Face pull with rope', poster: demoPhoto('dumbbell', '#e0f2fe', '#075985') },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Video: Face pull with rope')).toHaveAttribute(
      'src',
      'https://media.example.com/coaching/face-pull-rope.mp4',
    );
  },
};

/** Any other link opens in a new tab. */
export const Link: Story = {
  args: { video: linkVideo, title: 'Landmine rotation' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Watch the video/ });
    await expect(link).toHaveAttribute('href', 'https://www.example.com/coaching/kettlebell-swing-technique');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName('Watch the video example.com (opens in a new tab)');
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Wird von YouTube abgespielt')).toBeVisible();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Mobile: Story = {
  decorators: [],
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
