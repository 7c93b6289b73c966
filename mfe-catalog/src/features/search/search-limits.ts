/** The API refuses longer queries (GET public/search, maxLength 100). */
export const SEARCH_MAX_LENGTH = 100;
