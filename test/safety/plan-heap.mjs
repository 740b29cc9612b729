// Run by bounded-memory.test.ts as `node --expose-gc plan-heap.mjs <kind> <dist>`:
// the heap the plan cache holds after 4,000 distinct 2,000-character routes of
// one kind, each used twice, measured after collections. Prints the bytes.
const [kind, dist] = process.argv.slice(2);
const { endpoint } = await import(dist);
const routes = {
  literal: (i) => `GET /${i}/${"a".repeat(1990)}`,
  // Kept percent-encoded: nine characters of text for each of these.
  wide: (i) => `GET /${i}/${"あ".repeat(1990)}`,
  expressions: (i) => {
    let route = `GET /${i}/`;
    for (let k = 0; route.length < 2000; k++) route += `{v${k}}`;
    return route;
  },
  colons: (i) => {
    let route = `GET /${i}`;
    for (let k = 0; route.length < 2000; k++) route += `/:v${k}`;
    return route;
  },
  lists: (i) => {
    let route = `GET /${i}/`;
    for (let k = 0; route.length < 2000; k++) route += `{a${k},b${k},c${k}}`;
    return route;
  },
};
// Each route sliced out of a text of its own a megabyte long, as a route or
// URL captured from a large response is: the cache must keep the route, not the text.
const big = (i) => `${i}:${"x".repeat(1 << 20)}`;
routes["slices"] = (i) => {
  const text = `GET /repos/{owner}/{repo}/releases/${i}/assets{?name,label} ${big(i)}`;
  return text.slice(0, text.indexOf(" ", 4));
};
routes["captures"] = (i) => {
  const text = `<https://api.github.com/repositories/1/issues?page=${i}>; rel="next" ${big(i)}`;
  return /^<([^>]+)>/.exec(text)[1];
};
const make = routes[kind];
const count = kind === "slices" || kind === "captures" ? 300 : 4000;
const settle = () => {
  for (let i = 0; i < 4; i++) globalThis.gc();
  return process.memoryUsage().heapUsed;
};
// Without values the requests are refused (their path variables are
// required), after their routes were compiled and, the second time, kept.
const use = (route) => {
  try {
    endpoint(route, {});
  } catch {
    // The refusal is not what is measured.
  }
};
use(make(-1));
const before = settle();
for (let i = 0; i < count; i++) {
  const route = make(i);
  use(route);
  use(route);
}
console.log(settle() - before);
