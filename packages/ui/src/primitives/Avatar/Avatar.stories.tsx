import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes } from './Avatar.tsx';

/** A tiny inline portrait, so stories need no network. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#a7f3d0"/><circle cx="32" cy="25" r="12" fill="#065f46"/><path d="M10 64c2-14 11-21 22-21s20 7 22 21z" fill="#065f46"/></svg>',
)}`;
/** Not a valid PNG: the browser fails to decode it and fires `error`. */
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Amra Hodžić', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Image: Story = {
  args: { src: portrait },
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Amra Hodžić' });
    await expect(img.tagName).toBe('IMG');
    await waitFor(() => expect((img as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** No photo: initials of the first and last name, named for screen readers. */
export const Initials: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Amra Hodžić' });
    await expect(avatar).toHaveTextContent('AH');
  },
};

/** The photo fails to load, so the initials take its place. */
export const BrokenImage: Story = {
  args: { src: broken, name: 'Tarik Mehmedović' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Tarik Mehmedović' })).toHaveTextContent('TM'));
    await expect(canvas.queryByRole('img', { name: 'Tarik Mehmedović' })?.tagName).toBe('SPAN');
  },
};

export const Small: Story = { args: { size: 'sm', src: portrait } };
export const Large: Story = { args: { size: 'lg' } };

export const AllSizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      {avatarSizes.map((size) => (
        <Avatar key={`photo-${size}`} {...args} size={size} src={portrait} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas.getAllByRole('img').map((node) => Math.round(node.getBoundingClientRect().width));
    await expect(sizes).toEqual([32, 40, 64, 32, 40, 64]);
  },
};

/** A single name gives one initial; middle names are skipped; accented letters stay whole. */
export const NameVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: '1rem' }}>
      <Avatar name="Mirza" />
      <Avatar name="  ana marija kovačević  " />
      <Avatar name="Šejla Ćatić" />
      <Avatar name={'\u0110or\u0111e S\u030Cimic\u0301'} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mirza' })).toHaveTextContent(/^M$/);
    await expect(canvas.getByRole('img', { name: /ana marija/ })).toHaveTextContent('AK');
    await expect(canvas.getByRole('img', { name: 'Šejla Ćatić' })).toHaveTextContent('ŠĆ');
    await expect(canvas.getByRole('img', { name: /^Đorđe/ })).toHaveTextContent(/^ĐŠ$/);
  },
};

/**
 * Someone without a name yet (an admin called "Admin", a new client shown by email): no letters
 * made up from the stand-in, a person outline instead; the name still labels it.
 */
export const NoName: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center' }}>
      <Avatar {...args} name="Admin" initials="" size="sm" />
      <Avatar {...args} name="new.client@spotter.test" initials="" size="md" />
      <Avatar {...args} name="Admin" initials="" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    const [admin] = canvas.getAllByRole('img', { name: 'Admin' });
    await expect(admin).toHaveTextContent(/^$/);
    await expect(admin!.querySelector('svg')).not.toBeNull();
    await expect(canvas.getByRole('img', { name: 'new.client@spotter.test' })).toHaveTextContent(/^$/);
  },
};

/** Next to a visible name the avatar is decorative and hidden from screen readers. */
export const Decorative: Story = {
  args: { decorative: true, src: portrait },
  render: (args) => (
    <div style={{ display: 'flex', gap: '0.75rem', alignItems: 'center' }}>
      <Avatar {...args} />
      <span>Amra Hodžić · Strength coach</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};
