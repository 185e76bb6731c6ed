/** The texts of the contact and newsletter forms (spec section 8), free of zod for the browser. */
export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';
export const NEWSLETTER_SUBSCRIBED = 'Successfully subscribed to newsletter!';
export const NEWSLETTER_ALREADY = 'You are already subscribed to the newsletter. Thank you!';
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';
/** With mail configured, a new address is confirmed by following a link (double opt-in). */
export const NEWSLETTER_CHECK_INBOX =
  'Almost done: we sent you an e-mail. Follow its link to confirm your subscription.';
export const NEWSLETTER_CONFIRMED = 'Your subscription is confirmed. Thank you!';
export const NEWSLETTER_UNSUBSCRIBED =
  'You are unsubscribed and will get no more newsletters from us.';
