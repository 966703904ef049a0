import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AdminCollectionScreen, type AdminFormProps } from './AdminCollectionScreen';
import { useEditMode } from './useEditMode';
import { useUnsavedChangesWarning } from './useUnsavedChangesWarning';

type Item = { id: string; name: string };
const items: Item[] = [
  { id: 'a', name: 'First' },
  { id: 'b', name: 'Second' },
];
const QUESTION = 'You have unsaved changes. Leave this page and lose them?';

function NameForm({ item }: AdminFormProps<Item, string>) {
  const [name, setName] = useState(item?.name ?? '');
  useUnsavedChangesWarning(name !== (item?.name ?? ''));
  return <input aria-label="Name" value={name} onChange={(event) => setName(event.target.value)} />;
}

function Screen() {
  const editor = useEditMode<Item>();
  return (
    <AdminCollectionScreen
      collection={{ editor, save: () => Promise.resolve({ saved: true }) }}
      messages={{
        pageTitle: 'Items',
        add: 'Add',
        createHeading: 'New',
        editHeading: 'Edit',
        listTitle: 'List',
      }}
      renderForm={(props) => <NameForm {...props} />}
    >
      {items.map((item) => (
        <button key={item.id} type="button" onClick={() => editor.startEdit(item)}>
          {`Edit ${item.name}`}
        </button>
      ))}
      <Link to="/elsewhere">Elsewhere</Link>
    </AdminCollectionScreen>
  );
}

function renderScreen() {
  const router = createMemoryRouter([
    { path: '/', element: <Screen /> },
    { path: '/elsewhere', element: <p>Another screen</p> },
  ]);
  render(<RouterProvider router={router} />);
  return router;
}

/** The answer to the browser's confirm (which happy-dom does not have). */
const answer = (leave: boolean) => {
  const confirm = vi.fn(() => leave);
  vi.stubGlobal('confirm', confirm);
  return confirm;
};
const name = () => screen.getByRole<HTMLInputElement>('textbox', { name: 'Name' });

afterEach(() => vi.unstubAllGlobals());

describe('the unsaved-changes warning of an admin form', () => {
  it("asks before another row's Edit replaces a changed form, and keeps it when the admin stays", async () => {
    renderScreen();
    await userEvent.click(screen.getByRole('button', { name: 'Edit First' }));
    await userEvent.type(name(), ' typed');
    const confirm = answer(false);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Second' }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(name().value).toBe('First typed');

    answer(true);
    await userEvent.click(screen.getByRole('button', { name: 'Edit Second' }));
    expect(name().value).toBe('Second');
  });

  it('asks before Add empties a changed form', async () => {
    renderScreen();
    await userEvent.type(name(), 'New item');
    const confirm = answer(false);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(confirm).toHaveBeenCalledOnce();
    expect(name().value).toBe('New item');
  });

  it('does not ask when nothing was changed', async () => {
    renderScreen();
    const confirm = answer(false);
    await userEvent.click(screen.getByRole('button', { name: 'Edit First' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit Second' }));
    expect(confirm).not.toHaveBeenCalled();
    expect(name().value).toBe('Second');
  });

  it('asks before a link leaves the screen', async () => {
    const router = renderScreen();
    await userEvent.type(name(), 'New item');
    const confirm = answer(false);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(router.state.location.pathname).toBe('/');

    answer(true);
    await userEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    expect(await screen.findByText('Another screen')).toBeInTheDocument();
  });

  it('has the browser ask before the tab is closed, only while there is something to lose', async () => {
    renderScreen();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      act(() => void fireEvent(window, event));
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(name(), 'New item');
    expect(unload()).toBe(true);
  });
});
