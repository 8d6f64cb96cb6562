import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { useControllableState } from './use-controllable-state';

function Toggle({
  open,
  defaultOpen = false,
  onOpenChange,
}: {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [isOpen, setOpen] = useControllableState(open, defaultOpen, onOpenChange);
  return (
    <>
      <button type="button" onClick={() => setOpen(!isOpen)}>
        Basculer
      </button>
      <button type="button" onClick={() => setOpen(isOpen)}>
        Pareil
      </button>
      <output>{isOpen ? 'ouvert' : 'fermé'}</output>
    </>
  );
}

function Owner() {
  const [open, setOpen] = useState(false);
  return <Toggle open={open} onOpenChange={setOpen} />;
}

describe('useControllableState', () => {
  it('keeps its own state when uncontrolled and reports each change, not a same value', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Toggle defaultOpen onOpenChange={onOpenChange} />);
    await expect.element(screen.getByText('ouvert')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pareil' }));
    expect(onOpenChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Basculer' }));
    await expect.element(screen.getByText('fermé')).toBeInTheDocument();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('follows the controlled value and only asks for a change', async () => {
    const onOpenChange = vi.fn();
    const screen = await render(<Toggle open={false} onOpenChange={onOpenChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Basculer' }));
    expect(onOpenChange).toHaveBeenCalledWith(true);
    await expect.element(screen.getByText('fermé')).toBeInTheDocument();
  });

  it('shows what the owner sets in answer', async () => {
    const screen = await render(<Owner />);
    await userEvent.click(screen.getByRole('button', { name: 'Basculer' }));
    await expect.element(screen.getByText('ouvert')).toBeInTheDocument();
  });
});
