import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './LoginForm';

function setup(onSignIn = vi.fn(async () => {})) {
  render(
    <>
      <LoginForm onSignIn={onSignIn} />
      <Toaster />
    </>,
  );
  return { user: userEvent.setup(), onSignIn };
}

describe('LoginForm', () => {
  afterEach(() => vi.restoreAllMocks());

  it('validates on submit with the documented messages under the fields', async () => {
    const { user, onSignIn } = setup();
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Invalid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('refuses a password under 6 characters', async () => {
    const { user, onSignIn } = setup();
    await user.type(screen.getByLabelText('Email address'), 'admin@kigalitech.rw');
    await user.type(screen.getByLabelText('Password'), '12345');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument();
    expect(onSignIn).not.toHaveBeenCalled();
  });

  it('signs in with the typed credentials, reading "Signing in..." while busy', async () => {
    let finish: () => void = () => {};
    const onSignIn = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup(onSignIn);
    await user.type(screen.getByLabelText('Email address'), ' admin@kigalitech.rw ');
    await user.type(screen.getByLabelText('Password'), 'demo-admin-2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    expect(onSignIn).toHaveBeenCalledWith('admin@kigalitech.rw', 'demo-admin-2026');
    finish();
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows the failure toast and keeps the typed e-mail when sign-in fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user } = setup(vi.fn(async () => Promise.reject(new Error('auth/invalid-credential'))));
    await user.type(screen.getByLabelText('Email address'), 'admin@kigalitech.rw');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Failed to sign in. Please check your credentials.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled());
    expect(screen.getByLabelText('Email address')).toHaveValue('admin@kigalitech.rw');
  });
});
