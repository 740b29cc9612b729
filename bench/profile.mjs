// Runs one contender alone in a loop, for `node --cpu-prof bench/profile.mjs <what>`:
// what = mix | chain | first | defaults; a third argument "octokit11" runs the
// mix through @octokit/endpoint 11 instead. Not part of `npm run bench`.
import { endpoint as octokit11 } from "@octokit/endpoint";
import { endpoint as fluent, RequestBuilder } from "fluent-endpoint";
import { consume, sinkValue } from "./measure.mjs";
import { chain, defaultsOptions, gheDefaults, routes } from "./routes.mjs";

const what = process.argv[2] ?? "mix";
const seconds = Number(process.argv[3] ?? 3);
const endpoint = process.argv[4] === "octokit11" ? octokit11 : fluent;
const ghe = endpoint.defaults(gheDefaults());
const calls = {
  mix: routes.map((spec) => {
    const target = spec.defaults ? ghe : endpoint;
    return () => target(spec.route, spec.options());
  }),
  chain: [
    () =>
      new RequestBuilder()
        .route(chain.route)
        .param("owner", chain.owner)
        .param("repo", chain.repo)
        .param("state", chain.state)
        .header("authorization", chain.authorization)
        .preview(chain.preview)
        .build(),
  ],
  first: [(() => {
    let serial = 0;
    return () => endpoint(`GET /repos/{owner}/{repo}/issues/{issue_number}/events/p${++serial}`, { owner: "o", repo: "r", issue_number: 1, per_page: 100 });
  })()],
  defaults: [() => endpoint.defaults(defaultsOptions())],
}[what];

const until = Date.now() + seconds * 1000;
const cpuBefore = process.cpuUsage();
let count = 0;
while (Date.now() < until) {
  for (let i = 0; i < 10000; i++) consume(calls[i % calls.length]());
  count += 10000;
}
// CPU time rather than wall time: on a shared machine it leaves out the time
// other processes held the core (it includes the GC's helper threads).
const cpu = process.cpuUsage(cpuBefore);
const cpuNs = (cpu.user + cpu.system) * 1000;
console.log(`${what}: ${count} calls, ${((seconds * 1e9) / count).toFixed(0)} ns/call wall, ${(cpuNs / count).toFixed(0)} ns/call CPU (checksum ${sinkValue()})`);
