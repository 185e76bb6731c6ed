/**
 * zod's own words for an issue its schema gives no message for ("Invalid input: expected string,
 * received undefined"): no answer of the API may carry them (shared/src/validation-messages.ts).
 */
export const ZOD_PHRASING =
  /Invalid input|expected [a-z]+, received|received undefined|Too (big|small):|Invalid (string|option|element|key)/i;
