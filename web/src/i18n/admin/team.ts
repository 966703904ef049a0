import { ROLE_DESCRIPTIONS, ROLE_LABELS } from '@kigali/domain';

/** The team's roles in the admin: the screens a role may not open, the Team screen. */
export const team = {
  noAccess: {
    title: "You don't have access to this page",
    text: 'Your role in the team does not include this screen. Ask an admin if you need it.',
    backToDashboard: 'Back to the dashboard',
  },
  roleLabels: ROLE_LABELS,
  roleDescriptions: ROLE_DESCRIPTIONS,
  pageTitle: 'Team',
  grantTitle: 'Give someone a role',
  grantHint:
    'An address without an account gets one: you receive a link to pass on, with which they set their password.',
  email: 'E-mail address',
  role: 'Role',
  chooseRole: 'Select a role',
  grant: 'Give the role',
  granting: 'Saving...',
  granted: (email: string, role: string) => `${email} is now ${role}.`,
  accountCreated: 'Account created. Send them this link to set their password:',
  copyLink: 'Copy link',
  linkCopied: 'Link copied',
  copyFailed: 'Could not copy the link: select it and copy it by hand.',
  passwordLinkLabel: 'Password link',
  listTitle: 'Team members',
  empty: 'Nobody holds a role yet.',
  fetchFailed: 'Failed to fetch the team',
  showing: (shown: number) => `Showing ${shown} ${shown === 1 ? 'member' : 'members'}`,
  you: '(you)',
  roleOf: (email: string) => `Role of ${email}`,
  changeRole: (email: string) => `Change the role of ${email}`,
  change: 'Change',
  revoke: 'Revoke',
  revokeRole: (email: string) => `Revoke the role of ${email}`,
  confirmChange: {
    title: 'Change this role?',
    text: (email: string, role: string) =>
      `${email} becomes ${role}. Their sessions end within the hour and they sign in again with the new role.`,
    confirm: 'Change the role',
  },
  confirmRevoke: {
    title: 'Revoke this role?',
    text: (email: string) =>
      `${email} leaves the team: they can no longer open the admin. Their sessions end within the hour.`,
    confirm: 'Revoke the role',
  },
  changed: (email: string, role: string) => `${email} is now ${role}.`,
  revoked: (email: string) => `${email} no longer has a role.`,
  saveFailed: 'Failed to change the role. Check your connection and try again.',
  ownRole: 'Your own role cannot be changed here.',
} as const;
