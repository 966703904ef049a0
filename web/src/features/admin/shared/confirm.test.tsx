import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ConfirmProvider, useConfirm } from './confirm';

function DeleteButton({ text }: { text?: string }) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm(text ? { text } : {})))}>
        Delete
      </button>
      <output>{answer}</output>
    </>
  );
}

function setup(text?: string) {
  render(
    <ConfirmProvider>
      <DeleteButton text={text} />
    </ConfirmProvider>,
  );
  return userEvent.setup();
}

describe('useConfirm', () => {
  it('asks "Are you sure?" and resolves true on "Yes, delete it!"', async () => {
    const user = setup("You won't be able to revert this!");
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(dialog).toHaveTextContent("You won't be able to revert this!");
    await user.click(screen.getByRole('button', { name: 'Yes, delete it!' }));
    expect(screen.getByRole('status')).toHaveTextContent('true');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('resolves false on Cancel, with the default warning text', async () => {
    const user = setup();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('This action cannot be undone!');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('status')).toHaveTextContent('false');
  });

  it('throws outside its provider', () => {
    function Orphan() {
      useConfirm();
      return null;
    }
    expect(() => render(<Orphan />)).toThrow('useConfirm must be used within a ConfirmProvider');
  });
});
