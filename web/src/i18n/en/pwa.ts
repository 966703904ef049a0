/** Installing the app, working offline and submissions waiting to be sent (design.md section 7). */
export const pwa = {
  offline: 'You are offline. What you see may be out of date.',
  install: 'Install app',
  updateAvailable: 'New version available',
  reload: 'Reload',
  later: 'Later',
  /** What a public form says when its submission is kept on the device until the connection returns. */
  submissionQueued: 'Saved on this device: it will be sent when you are back online.',
  pendingSubmissions: (count: number) =>
    count === 1 ? '1 submission waiting to be sent' : `${count} submissions waiting to be sent`,
  pendingShort: (count: number) => `${count} waiting`,
  admin: {
    offline:
      'You are offline. What you see may be out of date. Changes you save are kept on this device and sent when you are back online.',
    savingOffline: 'Saving… (offline, will sync)',
  },
} as const;
