/** Limits both sides enforce; the server is the one that counts. */
export const feedbackMaxLength = 5000;

/** SPEC §5's minimum; DESIGN §4's maximum. */
export const passwordMinLength = 6;
export const passwordMaxLength = 128;
