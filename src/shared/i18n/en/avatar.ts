/**
 * Avatar uploads (docs/product.md#security, "Uploads"). 'Please upload an image file', 'Failed to upload avatar'
 * and 'Avatar updated successfully' are in ./workspace.
 */
export const avatarMessages = {
  oneFileField: 'Send one image file in the form field named "file".',
  unreadableUpload: 'The upload could not be read. Please try again.',
  tooLarge: (megabytes: number) => `The image must be at most ${megabytes} MB.`,
  tooManyPixels: (megapixels: number) =>
    `The image is too large. Please upload one of at most ${megapixels} megapixels.`,
} as const;
