import { plural } from '../plural';

export const feedbackMessages = {
  title: 'Feedback',
  description: 'Tell us what works, what does not, and what you wish Tessera did.',
  label: 'Your feedback',
  placeholder: 'What should we know?',
  send: 'Send feedback',
  sending: 'Sending…',
  sent: 'Thank you for your feedback!',
  failed: 'Failed to send feedback. Please try again.',
  empty: 'Feedback cannot be empty',
  tooLong: (max: number) => `Feedback must be at most ${max} characters`,
  remaining: (count: number) =>
    `${count} ${plural('en', count, { one: 'character', other: 'characters' })} left`,
} as const;
