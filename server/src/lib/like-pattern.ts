/** `text` read literally inside a LIKE pattern: its `%`, `_` and `\` match only themselves. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** A LIKE pattern of values that contain `text` anywhere. */
export const containing = (text: string) => `%${escapeLike(text)}%`;
