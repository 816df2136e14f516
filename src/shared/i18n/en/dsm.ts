export const dsmMessages = {} as const;
