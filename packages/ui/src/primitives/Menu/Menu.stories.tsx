import type { Meta, StoryObj } from '@storybook/react-vite';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { m } from '@spotter/i18n';
import { Icon } from '../../shell/icons.tsx';
import { Button } from '../Button/Button.tsx';
import { tabTo } from '../story-helpers.tsx';
import { Menu, MenuItem, MenuSeparator, MenuTrigger, type MenuProps } from './Menu.tsx';

const navigate = fn();
const onAction = fn();

function AccountMenu({
  placement,
  defaultOpen = false,
}: Pick<MenuProps<object>, 'placement'> & { defaultOpen?: boolean }) {
  return (
    <RouterProvider navigate={navigate}>
      <MenuTrigger defaultOpen={defaultOpen}>
        <Button variant="secondary">{m.shell_profile_menu()}</Button>
        <Menu placement={placement} onAction={onAction}>
          <MenuItem id="edit" href="/client/dashboard/edit" icon={<Icon name="edit" size={18} />}>
            {m.nav_edit_profile()}
          </MenuItem>
          <MenuItem id="settings" href="/client/dashboard/settings" icon={<Icon name="settings" size={18} />}>
            {m.nav_settings()}
          </MenuItem>
          <MenuSeparator />
          <MenuItem id="logout" tone="danger" icon={<Icon name="logout" size={18} />}>
            {m.auth_logout()}
          </MenuItem>
        </Menu>
      </MenuTrigger>
    </RouterProvider>
  );
}

const meta = {
  title: 'Primitives/Menu',
  component: AccountMenu,
  args: { placement: 'bottom start' },
  argTypes: { placement: { control: 'select', options: ['bottom start', 'top start', 'end bottom', 'end top'] } },
  beforeEach: () => {
    navigate.mockClear();
    onAction.mockClear();
  },
} satisfies Meta<typeof AccountMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

const trigger = (canvas: ReturnType<typeof within>) => canvas.getByRole('button', { name: 'Profile and menu' });

/** Closed: a button that announces its menu. */
export const Closed: Story = {
  play: async ({ canvas }) => {
    await expect(trigger(canvas)).toHaveAttribute('aria-haspopup', 'true');
    await expect(trigger(canvas)).toHaveAttribute('aria-expanded', 'false');
    await expect(screen.queryByRole('menu')).toBeNull();
  },
};

/** Open: links, a separator and a danger-toned action. */
export const Open: Story = {
  args: { defaultOpen: true },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual(['Edit profile', 'Settings', 'Log out']);
    await expect(items[0]).toHaveAttribute('href', '/client/dashboard/edit');
    await expect(within(menu).getByRole('separator')).toBeInTheDocument();
  },
};

/** Keyboard: Enter opens on the first item, arrows move and wrap, Escape closes and returns focus. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await tabTo(trigger(canvas));
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const [edit, settings, logout] = within(menu).getAllByRole('menuitem');
    await waitFor(() => expect(edit).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(settings).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger(canvas)).toHaveFocus());
  },
};

/** Choosing a link navigates (through the router) and closes the menu. */
export const ChooseLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(trigger(canvas));
    const menu = await screen.findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Settings' }));
    await expect(navigate).toHaveBeenCalledWith('/client/dashboard/settings', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Choosing an action by keyboard calls `onAction` with its id. */
export const ChooseAction: Story = {
  play: async ({ canvas }) => {
    trigger(canvas).focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(onAction).toHaveBeenCalledWith('logout', undefined);
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  },
};

/** Opening upwards, as from the foot of the sidebar. */
export const OpensUpwards: Story = {
  args: { placement: 'top start', defaultOpen: true },
  decorators: [
    (Story) => (
      <div style={{ paddingTop: '220px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(menu.getBoundingClientRect().bottom).toBeLessThanOrEqual(trigger(canvas).getBoundingClientRect().top);
  },
};

export const Mobile: Story = {
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(menu).toBeVisible());
    await expect(menu.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  },
};
