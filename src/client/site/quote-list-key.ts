// Where the buyer's quote list is kept in this browser: read by the store, and by main.tsx, which must not load
// React to know whether the list has anything in it.
export const quoteListKey = "quote-list";
