export const legalMessages = {} as const;
