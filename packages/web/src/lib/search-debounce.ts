/** Search boxes on list pages query the server after this pause in typing. */
export const SEARCH_DEBOUNCE_MS = 300;
