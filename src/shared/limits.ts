/** Limits both sides enforce; the server is the one that counts. */
export const feedbackMaxLength = 5000;
/** The longest page of origin a feedback message records. */
export const feedbackPageMaxLength = 200;

/** The minimum from docs/product.md#rules; the maximum from docs/product.md#security. */
export const passwordMinLength = 6;
export const passwordMaxLength = 128;

/** A person's full name (sign-up, onboarding, Settings → Profile). */
export const fullNameMaxLength = 100;
