import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { fakeFile, MB } from '../demo.ts';
import { MediaUpload } from './MediaUpload.tsx';

// An inline picture so stories never touch the network.
const sampleImage = `data:image/svg+xml;utf8,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="400" viewBox="0 0 640 400">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1d4ed8"/><stop offset="1" stop-color="#7c3aed"/></linearGradient></defs>
    <rect width="640" height="400" fill="url(#g)"/>
    <circle cx="320" cy="120" r="36" fill="#fff"/>
    <path d="M320 156v110M320 190l-70 40M320 190l70 40M320 266l-50 90M320 266l50 90" stroke="#fff" stroke-width="18" stroke-linecap="round" fill="none"/>
  </svg>`,
)}`;
// Not a playable clip: the preview element is what the story shows, not the footage.
const sampleVideo = 'data:video/mp4;base64,AAAAIGZ0eXBpc29tAAACAGlzb21pc28yYXZjMW1wNDE=';

/** react-aria's FileTrigger keeps its <input type=file> hidden; the part is found by its heading. */
function fileInput(canvasElement: HTMLElement, part: 'image' | 'video'): HTMLInputElement {
  const input = canvasElement.querySelector<HTMLInputElement>(`[data-part="${part}"] input[type="file"]`);
  if (!input) throw new Error(`no file input for ${part}`);
  return input;
}
// The picker's accept filter would drop wrong files before our own check could explain why.
const user = userEvent.setup({ applyAccept: false });

const meta = {
  title: 'Media/MediaUpload',
  component: MediaUpload,
  args: {
    image: null,
    video: null,
    videoUrl: '',
    onSelectImage: fn(),
    onSelectVideo: fn(),
    onVideoUrlChange: fn(),
    onRemoveImage: fn(),
    onRemoveVideo: fn(),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof MediaUpload>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Exercise image' })).toBeVisible();
    await expect(canvas.getByText('JPG, PNG or GIF, up to 5 MB.')).toBeVisible();
    await expect(canvas.getByText('MP4, MOV, AVI or WebM, up to 50 MB.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Choose image' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Choose video' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const ChooseImage: Story = {
  play: async ({ args, canvasElement }) => {
    const file = fakeFile('squat.png', 'image/png', 2 * MB);
    await user.upload(fileInput(canvasElement, 'image'), file);
    await expect(args.onSelectImage).toHaveBeenCalledWith(file);
  },
};

export const ImageSelected: Story = {
  args: { image: { url: sampleImage } },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Selected exercise image' })).toHaveAttribute('src', sampleImage);
    await userEvent.click(canvas.getByRole('button', { name: 'Remove image' }));
    await expect(args.onRemoveImage).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Replace image' })).toBeEnabled();
  },
};

export const Uploading: Story = {
  args: { image: { url: sampleImage, progress: 40 }, video: { url: null, progress: 75 } },
  play: async ({ canvas }) => {
    const bars = canvas.getAllByRole('progressbar', { name: 'Uploading…' });
    await expect(bars).toHaveLength(2);
    await expect(bars[0]).toHaveAttribute('aria-valuenow', '40');
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose video' })).toBeDisabled();
  },
};

export const ImageTooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement, 'image'), fakeFile('deadlift.jpg', 'image/jpeg', 6 * MB));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file deadlift.jpg is too large. The maximum is 5 MB.',
    );
    await expect(args.onSelectImage).not.toHaveBeenCalled();
  },
};

export const ImageWrongType: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement, 'image'), fakeFile('plan.pdf', 'application/pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file plan.pdf is not a supported image. Use JPG, PNG or GIF.',
    );
    await expect(args.onSelectImage).not.toHaveBeenCalled();
  },
};

export const VideoTooLarge: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await user.upload(fileInput(canvasElement, 'video'), fakeFile('session.mp4', 'video/mp4', 51 * MB));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'The file session.mp4 is too large. The maximum is 50 MB.',
    );
    await user.upload(fileInput(canvasElement, 'video'), fakeFile('session.mkv', 'video/x-matroska'));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'The file session.mkv is not a supported video. Use MP4, MOV, AVI or WebM.',
    );
    await user.upload(fileInput(canvasElement, 'video'), fakeFile('lunge.mov', 'video/quicktime', 20 * MB));
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(args.onSelectVideo).toHaveBeenCalledTimes(1);
  },
};

export const ServerError: Story = {
  args: { image: { url: null, error: 'Your storage is full. Remove some files and try again.' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Your storage is full.');
  },
};

export const VideoFile: Story = {
  args: { image: { url: sampleImage }, video: { url: sampleVideo } },
  play: async ({ canvasElement }) => {
    const preview = canvasElement.querySelector('[data-part="video"] video');
    await expect(preview).toHaveAttribute('controls');
    await expect(preview).toHaveAttribute('aria-label', 'Selected exercise video');
  },
};

/** A YouTube link shows a stand-in: nothing of YouTube loads until play is pressed. */
export const YouTubeUrl: Story = {
  args: { videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=42' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: /play video/i })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** Pressed, the stand-in becomes Vimeo's privacy-friendly player. */
export const VimeoUrl: Story = {
  args: { videoUrl: 'https://vimeo.com/channels/staffpicks/76979871' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: /play video/i }));
    await expect(canvas.getByTitle(/Exercise video preview/)).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/76979871?dnt=1&autoplay=1',
    );
  },
};

export const DirectFileUrl: Story = {
  args: { videoUrl: 'https://cdn.example.com/clips/goblet-squat.mp4' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('video[data-kind="file"]')).toHaveAttribute(
      'src',
      'https://cdn.example.com/clips/goblet-squat.mp4',
    );
  },
};

export const OtherLink: Story = {
  args: { videoUrl: 'https://example.com/workouts/goblet-squat' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'https://example.com/workouts/goblet-squat' })).toHaveAttribute(
      'target',
      '_blank',
    );
  },
};

export const InvalidUrl: Story = {
  args: { videoUrl: 'javascript:alert(1)' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Video link' })).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter a valid web address starting with http:// or https://.')).toBeVisible();
    await expect(canvas.queryByTitle('Exercise video preview')).toBeNull();
  },
};

export const TypingUrl: Story = {
  play: async ({ args, canvas }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Video link' }), 'y');
    await expect(args.onVideoUrlChange).toHaveBeenLastCalledWith('y');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, image: { url: sampleImage }, videoUrl: 'https://youtu.be/dQw4w9WgXcQ' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Remove image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Choose video' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Video link' })).toBeDisabled();
  },
};

export const Mobile: Story = {
  args: { image: { url: sampleImage, progress: 60 }, videoUrl: 'https://vimeo.com/76979871' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
