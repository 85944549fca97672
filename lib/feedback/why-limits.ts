/** At most this many characters in "what were you trying to do?": a sentence or two. Shared by the form and the API. */
export const WHY_MAX_CHARS = 500;
