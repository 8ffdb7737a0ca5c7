import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from '../../primitives/Avatar/index.ts';
import { LevelRing, levelRingSizes } from './LevelRing.tsx';

/** A tiny inline portrait, so stories need no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#a7f3d0"/><circle cx="32" cy="25" r="12" fill="#065f46"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#065f46"/></svg>',
)}`;

const meta = {
  title: 'Shell/LevelRing',
  component: LevelRing,
  args: { level: 7, progress: 40, size: 'md' },
  argTypes: {
    size: { control: 'inline-radio', options: levelRingSizes },
    level: { control: { type: 'number', min: 1 } },
    progress: { control: { type: 'range', min: 0, max: 100 } },
  },
  render: (args) => (
    <LevelRing {...args}>
      <Avatar name="Amra Hodžić" size={args.size} />
    </LevelRing>
  ),
} satisfies Meta<typeof LevelRing>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The colour of the arc as the browser paints it. */
function arcColor(root: HTMLElement): string {
  const arc = root.querySelector('circle[data-progress]');
  return arc ? getComputedStyle(arc).stroke : '';
}

export const Starter: Story = {
  args: { level: 1, progress: 20 },
  play: async ({ canvas }) => {
    const ring = canvas.getByRole('img', { name: 'Level 1, 20% of level 1 complete' });
    await expect(ring.closest('[data-band]')).toHaveAttribute('data-band', 'starter');
    // The avatar inside keeps its own name.
    await expect(canvas.getByRole('img', { name: 'Amra Hodžić' })).toBeVisible();
  },
};
/** A level in the given colour band: the ring's root carries the band's name. */
function bandStory(level: number, progress: number, band: string): Story {
  return {
    args: { level, progress },
    play: async ({ canvas }) => {
      const ring = canvas.getByRole('img', { name: new RegExp(`^Level ${level},`) });
      await expect(ring.closest('[data-band]')).toHaveAttribute('data-band', band);
    },
  };
}

export const Rising = bandStory(7, 45, 'rising');
export const Strong = bandStory(14, 60, 'strong');
export const Elite = bandStory(33, 90, 'elite');
export const Legend = bandStory(55, 100, 'legend');

/** Every band side by side: five different arc colours. */
export const AllBands: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      {[1, 7, 14, 33, 55].map((level) => (
        <LevelRing key={level} {...args} level={level} progress={65}>
          <Avatar name="Amra Hodžić" size={args.size} decorative />
        </LevelRing>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const roots = [...canvasElement.querySelectorAll<HTMLElement>('[data-band]')];
    await expect(roots.map((root) => root.dataset.band)).toEqual(['starter', 'rising', 'strong', 'elite', 'legend']);
    await expect(new Set(roots.map(arcColor)).size).toBe(5);
  },
};

/** No level or progress from the server: level 1 at 75%. */
export const MissingValues: Story = {
  args: { level: null, progress: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Level 1, 75% of level 1 complete' })).toBeVisible();
  },
};

/** Out-of-range values are clamped: progress to 0–100, the level to at least 1. */
export const OutOfRange: Story = {
  args: { level: -3, progress: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Level 1, 100% of level 1 complete' })).toBeVisible();
  },
};

export const ZeroProgress: Story = {
  args: { level: 12, progress: 0 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('img', { name: 'Level 12, 0% of level 12 complete' })).toBeVisible();
    await expect(canvasElement.querySelector('circle[data-progress]')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1.5rem', alignItems: 'center' }}>
      {levelRingSizes.map((size) => (
        <LevelRing key={size} {...args} size={size}>
          <Avatar name="Amra Hodžić" size={size} src={portrait} decorative />
        </LevelRing>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-band]')].map((node) =>
      Math.round(node.getBoundingClientRect().width),
    );
    await expect(widths).toEqual([42, 50, 80]);
  },
};

export const WithPhoto: Story = {
  args: { level: 23, progress: 55, size: 'lg' },
  render: (args) => (
    <LevelRing {...args}>
      <Avatar name="Amra Hodžić" size="lg" src={portrait} />
    </LevelRing>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Amra Hodžić' }).tagName).toBe('IMG');
    await expect(canvas.getByRole('img', { name: /^Level 23,/ })).toBeVisible();
  },
};

/** Without a child the ring stands alone (e.g. in a stats row) with the level in its centre. */
export const WithoutChild: Story = {
  args: { level: 4, progress: 30, size: 'lg' },
  render: (args) => <LevelRing {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Level 4, 30% of level 4 complete' })).toBeVisible();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  render: AllBands.render,
};
