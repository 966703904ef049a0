import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FocusAreasMenu } from './FocusAreasMenu';

const items = [
  { label: 'Trainings', to: '/trainings' },
  { label: 'Services', to: '/services' },
];

function renderMenu(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <FocusAreasMenu label="Focus Areas" items={items} />
      <a href="/after">After</a>
    </MemoryRouter>,
  );
  return screen.getByRole('button', { name: 'Focus Areas' });
}

const link = (name: string) => screen.getByRole('link', { name });

describe('FocusAreasMenu', () => {
  it('starts closed and announces its popup', () => {
    const trigger = renderMenu();
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Trainings' })).toBeNull();
  });

  it.each(['{Enter}', ' ', '{ArrowDown}'])('opens with %s and focuses the first item', async (key) => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard(key);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(link('Trainings')).toHaveFocus();
  });

  it('ArrowUp on the trigger opens on the last item', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowUp}');
    expect(link('Services')).toHaveFocus();
  });

  it('moves between items with the arrows, wrapping around, and with Home and End', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{ArrowDown}');
    expect(link('Services')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(link('Trainings')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(link('Services')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(link('Trainings')).toHaveFocus();
    await user.keyboard('{End}');
    expect(link('Services')).toHaveFocus();
  });

  it('Escape closes it and returns focus to the trigger', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    await user.keyboard('{Escape}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Services' })).toBeNull();
  });

  it('closes when focus leaves it with Tab', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('link', { name: 'After' })).toHaveFocus();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens on hover and closes when the pointer leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    await user.hover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(link('Services')).toBeVisible();
    await user.unhover(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes after an item is chosen', async () => {
    const user = userEvent.setup();
    const trigger = renderMenu();
    trigger.focus();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});
