import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InstallAppButton } from './InstallAppButton';

/** What Chromium fires when the app can be installed. */
function offerInstall() {
  const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome: 'accepted' as const }),
  });
  act(() => {
    window.dispatchEvent(offer);
  });
  return offer;
}

describe('InstallAppButton', () => {
  it('appears only while the browser offers installation and opens its dialog once', async () => {
    render(<InstallAppButton />);
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
    const offer = offerInstall();
    expect(offer.defaultPrevented).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Install app' }));
    expect(offer.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });

  it('hides once the app is installed', () => {
    render(<InstallAppButton />);
    offerInstall();
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument();
  });
});
