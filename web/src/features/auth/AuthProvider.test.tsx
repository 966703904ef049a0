import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/lib/auth';
import { useAuth } from './auth-context';
import { AuthProvider } from './AuthProvider';

// The Firebase side of sign-out is proven in the browser (tests/e2e/admin-sign-out.spec.ts); here,
// what happens in which order around it.
const calls: string[] = [];
const admin: SessionUser = { uid: 'admin-uid', email: 'admin@kigalitech.rw', roleClaim: 'admin' };
let sessionUser: SessionUser = admin;

vi.mock('@/lib/auth', () => ({
  watchSession: async (onChange: (user: SessionUser | null) => void) => {
    onChange(sessionUser);
    return () => {};
  },
  signInWithPassword: async () => {},
  signOutOfSession: async () => {
    calls.push(`session ended (${moment()})`);
  },
}));
/** What the page shows and the query cache holds at the moment a step of sign-out runs. */
const moment = () =>
  `shown: ${document.querySelector('output')?.textContent}, queries kept: ${queryClient.getQueryCache().getAll().length}`;
let queryClient: QueryClient;

vi.mock('@/lib/firestore', () => ({
  clearFirestoreCache: async () => {
    calls.push(`firestore cache deleted (${moment()})`);
  },
}));

/** The role the server records for the member, as the test says it (watchOwnRole's callback). */
let recordRole: (role: string | null) => void = () => {};
vi.mock('@/data/own-role', () => ({
  watchOwnRole: async (_uid: string, onChange: (role: string | null) => void) => {
    recordRole = onChange;
    return () => {
      recordRole = () => {};
    };
  },
}));
vi.mock('react-hot-toast', () => {
  const toast = Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() });
  return { default: toast };
});

function Session() {
  const auth = useAuth();
  return (
    <>
      <output>{auth.signingOut ? 'signing out' : auth.status}</output>
      <button type="button" onClick={() => void auth.signOut()}>
        Sign out
      </button>
    </>
  );
}

afterEach(() => {
  calls.length = 0;
  sessionUser = admin;
});

function Role() {
  const auth = useAuth();
  return <output>{`${auth.status} as ${auth.role ?? 'no role'}`}</output>;
}

describe('AuthProvider role', () => {
  it.each([
    ['editor', 'signedIn as editor'],
    ['recruiter', 'signedIn as recruiter'],
    ['admin', 'signedIn as admin'],
    // Only the exact claim counts.
    ['Admin', 'signedIn as no role'],
    ['editor ', 'signedIn as no role'],
    [null, 'signedIn as no role'],
  ])('reads the claim %j as the session role', async (roleClaim, shown) => {
    sessionUser = { uid: 'member-uid', email: 'member@kigalitech.rw', roleClaim };
    render(
      <QueryClientProvider client={new QueryClient()}>
        <AuthProvider>
          <Role />
        </AuthProvider>
      </QueryClientProvider>,
    );
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });
});

/** Renders a signed-in session whose query cache holds an inbox read. */
function renderSession() {
  queryClient = new QueryClient();
  queryClient.setQueryData(['inbox', 'contact_messages'], [{ id: 'm1', email: 'visitor@example.com' }]);
  render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <Session />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

describe('AuthProvider sign-out', () => {
  it("closes the admin screens, forgets what was read, deletes Firestore's cache, then ends the session", async () => {
    renderSession();
    expect(await screen.findByText('signedIn')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signedOut'));
    expect(calls).toEqual([
      'firestore cache deleted (shown: signing out, queries kept: 0)',
      'session ended (shown: signing out, queries kept: 0)',
    ]);
  });
});

describe('AuthProvider, when an admin takes the role away or changes it', () => {
  it('keeps the session while the server records the role the token claims', async () => {
    renderSession();
    expect(await screen.findByText('signedIn')).toBeInTheDocument();
    act(() => recordRole('admin'));
    expect(screen.getByRole('status')).toHaveTextContent('signedIn');
    expect(calls).toEqual([]);
  });

  it.each([
    [
      'taken away',
      null,
      'An admin took your role away: you are signed out, and nothing you read is left on this device.',
    ],
    ['changed', 'editor', 'An admin changed your role: sign in again to go on with it.'],
  ])(
    'ends the session as sign-out does once the role is %s, and says why',
    async (_how, recorded, notice) => {
      renderSession();
      expect(await screen.findByText('signedIn')).toBeInTheDocument();
      act(() => recordRole(recorded));
      await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('signedOut'));
      expect(calls).toEqual([
        'firestore cache deleted (shown: signing out, queries kept: 0)',
        'session ended (shown: signing out, queries kept: 0)',
      ]);
      expect(toast).toHaveBeenCalledWith(notice);
    },
  );
});
