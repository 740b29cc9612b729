// Added to TypeDoc's theme by typedoc.json (customJs), before the navigation
// is built. A first visit finds the Guides folder of the navigation open, so
// the guides show in reading order at once; the site keeps each folder's
// state under this key, and a reader who folds it keeps it folded.
try {
  if (localStorage.getItem("tsd-accordion-Guides") === null) localStorage.setItem("tsd-accordion-Guides", "true");
} catch {
  // Storage may be off; the folder then starts folded, as TypeDoc has it.
}
