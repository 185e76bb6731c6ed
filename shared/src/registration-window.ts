/**
 * How long a registrant has to follow the link mailed to them, where the event asks them to
 * confirm their address; their place (or their turn on the waiting list) is held meanwhile.
 * A module of its own, so the event page's script can name it without the schemas.
 */
export const CONFIRMATION_WINDOW_MINUTES = 30;
