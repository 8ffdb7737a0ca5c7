import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { maxWidth } from '../../primitives/story-helpers.tsx';
import { DescriptionEditor, type DescriptionEditorProps } from './DescriptionEditor.tsx';

/** Keeps the text in state like the gallery does. */
function Stateful({ value, onChange }: DescriptionEditorProps) {
  const [text, setText] = useState(value);
  return (
    <DescriptionEditor
      value={text}
      onChange={(next) => {
        onChange(next);
        setText(next);
      }}
    />
  );
}

const meta = {
  title: 'Gallery/DescriptionEditor',
  component: DescriptionEditor,
  args: { value: '', onChange: fn() },
  render: (args) => <Stateful {...args} />,
  // As wide as a tile of the gallery.
  decorators: [maxWidth(240)],
} satisfies Meta<typeof DescriptionEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the placeholder suggests what to write. */
export const Empty: Story = {
  play: async ({ args, canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Description' });
    await userEvent.type(field, 'Squat rack');
    await expect(args.onChange).toHaveBeenLastCalledWith('Squat rack');
  },
};

export const Described: Story = {
  args: { value: 'Morning kettlebell class in the park' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveValue(
      'Morning kettlebell class in the park',
    );
  },
};
