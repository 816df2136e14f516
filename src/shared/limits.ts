/** Limits both sides enforce; the server is the one that counts. */
export const feedbackMaxLength = 5000;
