/** The texts of the contact and newsletter forms (spec section 8), free of zod for the browser. */
export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';
/** A new address counts once its owner follows the link mailed to it (double opt-in). */
export const NEWSLETTER_CHECK_INBOX =
  'Almost done: we sent you an e-mail. Follow its link to confirm your subscription.';
export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed. Thank you!';
export const NEWSLETTER_UNSUBSCRIBED =
  'You are unsubscribed and will get no more newsletters from us.';
