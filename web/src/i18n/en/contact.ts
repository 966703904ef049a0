/** The Contact Us modal (docs/product.md#states and #messages). */
export const contact = {
  title: 'Contact Us',
  intro: 'Tell us what you need and our team will get back to you.',
  fields: {
    name: 'Name',
    email: 'Email',
    phone: 'Phone',
    message: 'Message',
  },
  send: 'Send Message',
  sending: 'Sending...',
  close: 'Close',
  success: 'Message sent successfully',
  failure: 'Failed to send message',
  queued: 'Saved on this device: your message will be sent when you are back online.',
} as const;
