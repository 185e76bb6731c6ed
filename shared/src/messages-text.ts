/** The texts of the contact and newsletter forms (spec section 8), free of zod for the browser. */
export const CONTACT_SENT = 'Message sent successfully!';
export const CONTACT_FAILED = 'Failed to send message. Please try again.';
export const NEWSLETTER_SUBSCRIBED = 'Successfully subscribed to newsletter!';
export const NEWSLETTER_ALREADY = 'You are already subscribed to the newsletter. Thank you!';
export const NEWSLETTER_FAILED = 'Failed to subscribe. Please try again.';
