import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TextListEditor } from './TextListEditor';

function Features({ initial = [] }: { initial?: string[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <TextListEditor
        label="Features"
        inputLabel="New feature"
        addLabel="Add Feature"
        emptyText="No features yet."
        items={items}
        onChange={setItems}
      />
      <output data-testid="value">{JSON.stringify(items)}</output>
    </>
  );
}

const value = () => JSON.parse(screen.getByTestId('value').textContent ?? '[]') as string[];

describe('TextListEditor', () => {
  it('adds the trimmed text and clears the box', async () => {
    const user = userEvent.setup();
    render(<Features />);
    await user.type(screen.getByLabelText('New feature'), '   24/7 monitoring  ');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(value()).toEqual(['24/7 monitoring']);
    expect(screen.getByLabelText('New feature')).toHaveValue('');
    expect(screen.getByRole('listitem')).toHaveTextContent('24/7 monitoring');
  });

  it('ignores an empty or blank entry', async () => {
    const user = userEvent.setup();
    render(<Features initial={['Site survey']} />);
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    await user.type(screen.getByLabelText('New feature'), '    ');
    await user.click(screen.getByRole('button', { name: 'Add Feature' }));
    expect(value()).toEqual(['Site survey']);
  });

  it('adds on Enter without submitting the surrounding form', async () => {
    const user = userEvent.setup();
    let submitted = false;
    render(
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitted = true;
        }}
      >
        <Features />
      </form>,
    );
    await user.type(screen.getByLabelText('New feature'), 'Cabling{Enter}');
    expect(value()).toEqual(['Cabling']);
    expect(submitted).toBe(false);
  });

  it('removes the chosen entry only', async () => {
    const user = userEvent.setup();
    render(<Features initial={['One', 'Two', 'Three']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Two' }));
    expect(value()).toEqual(['One', 'Three']);
  });

  it('says when the list is empty', () => {
    render(<Features />);
    expect(screen.getByText('No features yet.')).toBeInTheDocument();
  });
});
