/** Installing the app, working offline and submissions waiting to be sent (docs/architecture.md#offline). */
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
  /** Submissions queued on this device that the server did not take (features/pwa/RefusedSubmissions*). */
  refused: {
    notice: (count: number) =>
      count === 1 ? 'A form you filled in was not sent' : `${count} forms you filled in were not sent`,
    review: 'Review',
    title: 'Not sent',
    intro: 'Nothing you typed is lost: it is all below.',
    message: 'Your message',
    partnershipRequest: 'Your partnership request',
    application: (title: string) => `Your application for ${title}`,
    reasons: {
      'posting-closed':
        'This position closed, or its deadline passed, before your application reached us, so it could not be accepted. You can copy your details to apply for another position.',
      refused: 'It was not accepted. Check what you typed, correct it if needed, and send it again.',
      unconfirmed:
        'We could not confirm that it reached us. Check what you typed and send it again, or discard it.',
    },
    copyDetails: 'Copy my details',
    copied: 'Your details are copied',
    copyFailed: 'Could not copy: select the text and copy it instead',
    seeOpenPositions: 'See open positions',
    discard: 'Discard',
  },
  admin: {
    offline:
      'You are offline. What you see may be out of date. Changes you save are kept on this device and sent when you are back online.',
    savingOffline: 'Saving… (offline, will sync)',
  },
} as const;
