/** The API's own refusals (not one screen's), answered in the language the request asked for. */
export const apiMessages = {
  notFound: 'No such API endpoint.',
  aborted: 'The request was aborted.',
  unstorableText: 'The request contains text that cannot be stored.',
  unavailable: 'The service is briefly unavailable. Try again in a few seconds.',
  tooLarge: 'The request body is too large.',
  nulInAddress: 'The address may not contain NUL characters.',
  crossSite: 'Cross-site requests are not allowed.',
  jsonOnly: 'Send the request body as application/json.',
  signIn: 'Sign in to continue.',
  tooDeep: (levels: number) => `The request body may nest at most ${levels} levels.`,
  invalidJson: 'The request body must be valid JSON.',
  jsonObject: 'The request body must be a JSON object.',
  nulInText: 'Text may not contain NUL characters.',
  loneSurrogate: 'Text may not contain half of a surrogate pair (invalid Unicode).',
} as const;
