/** Tests stand at a fixed moment so dates and past/upcoming splits are reproducible. */
export const TEST_NOW = '2026-06-15T10:00:00Z';
export const TEST_TIMEZONE = 'Asia/Kolkata';
