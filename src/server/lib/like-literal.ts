/** The user's text taken literally by LIKE/ILIKE: its wildcards and the escape character escaped. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** `%text%` for a "contains" search. */
export const containsPattern = (text: string) => `%${likeLiteral(text)}%`;
