// `npm run bench`: fluent-endpoint (from the built dist/, as users get it)
// against @octokit/endpoint 11 and 7.0.6 and a hand-written floor, in one
// process, contenders interleaved over many rounds, medians reported.
//
//   node bench/run.mjs [--rounds N] [--batch-ms N] [--only mix,chain,first,defaults]

import { deepStrictEqual } from "node:assert/strict";
import { cpus } from "node:os";
import { parseArgs } from "node:util";
import { endpoint as octokit11 } from "@octokit/endpoint";
import { endpoint as fluent, RequestBuilder } from "fluent-endpoint";
import { endpoint as octokit7 } from "octokit-endpoint-7";
import { consume, measure, sinkValue } from "./measure.mjs";
import { chain, defaultsOptions, gheDefaults, routes } from "./routes.mjs";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "41" },
    "batch-ms": { type: "string", default: "15" },
    only: { type: "string" },
  },
});
const rounds = Number(args.rounds);
const batchMs = Number(args["batch-ms"]);
const only = args.only?.split(",");

const FLOOR_UA = "floor/1.0.0";

// Known differences, normalised before comparing: octokit returns an uppercase
// method and its own user-agent, and its body objects have a null prototype.
function normalise(request) {
  const plain = JSON.parse(JSON.stringify(request));
  plain.method = plain.method.toLowerCase();
  if (plain.headers["user-agent"] !== "acme-app/1.2.3") plain.headers["user-agent"] = "(default)";
  return plain;
}

/** Throws unless every contender's `sample()` gives the same request. */
function assertSameRequests(scenario) {
  const [reference, ...others] = scenario.contenders;
  const expected = normalise(reference.sample());
  for (const contender of others) {
    deepStrictEqual(normalise(contender.sample()), expected, `${scenario.title}: ${contender.name} differs from ${reference.name}`);
  }
}

/** A contender that makes one call per operation, cycling through `calls`. */
function cycling(name, calls) {
  return {
    name,
    calls,
    run(iterations) {
      const count = calls.length;
      for (let i = 0; i < iterations; i++) consume(calls[i % count]());
    },
  };
}

// ---------------------------------------------------------------- the mix
function mixScenario() {
  const contender = (name, fn) => {
    const ghe = fn.defaults(gheDefaults());
    return cycling(name, routes.map((spec) => {
      const target = spec.defaults ? ghe : fn;
      return () => target(spec.route, spec.options());
    }));
  };
  const floor = cycling("hand-written floor", routes.map((spec) => () => spec.floor(spec.options(), FLOOR_UA)));
  const contenders = [
    contender("fluent-endpoint endpoint()", fluent),
    contender("@octokit/endpoint 11", octokit11),
    contender("@octokit/endpoint 7.0.6", octokit7),
    floor,
  ];
  // Each route is compared on its own, so a difference names the route.
  for (const [index, spec] of routes.entries()) {
    assertSameRequests({
      title: `mix, ${spec.name}`,
      contenders: contenders.map((c) => ({ name: c.name, sample: c.calls[index] })),
    });
  }
  return {
    key: "mix",
    title: `endpoint() over a mix of ${routes.length} routes (ns per call)`,
    contenders,
    target: { contender: 0, against: 1, ratio: 10, text: "≥ 10x octokit 11" },
  };
}

// ---------------------------------------------------------------- the chain
function chainScenario() {
  const { route, owner, repo, state, authorization, preview, accept } = chain;
  const contenders = [
    cycling("fluent-endpoint RequestBuilder chain", [
      () =>
        new RequestBuilder()
          .route(route)
          .param("owner", owner)
          .param("repo", repo)
          .param("state", state)
          .header("authorization", authorization)
          .preview(preview)
          .build(),
    ]),
    // octokit 11 applies previews to /graphql only; for a REST route the
    // caller names the preview media type in `accept`, which is the same request.
    cycling("@octokit/endpoint 11 single call", [
      () => octokit11(route, { owner, repo, state, headers: { authorization, accept } }),
    ]),
    cycling("@octokit/endpoint 7.0.6 single call", [
      () => octokit7(route, { owner, repo, state, headers: { authorization }, mediaType: { previews: [preview] } }),
    ]),
    cycling("fluent-endpoint endpoint() single call", [
      () => fluent(route, { owner, repo, state, headers: { authorization }, mediaType: { previews: [preview] } }),
    ]),
    cycling("hand-written floor", [
      () => ({
        method: "get",
        url: `https://api.github.com/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}/issues?state=${encodeURIComponent(state)}`,
        headers: { accept, "user-agent": FLOOR_UA, authorization },
      }),
    ]),
  ];
  const scenario = {
    key: "chain",
    title: "route + 3 params + header + preview + build (ns per request)",
    contenders,
    target: { contender: 0, against: 1, ratio: 2, text: "≥ 2x octokit 11's single call" },
  };
  assertSameRequests({ title: scenario.title, contenders: contenders.map((c) => ({ name: c.name, sample: c.calls[0] })) });
  return scenario;
}

// ------------------------------------------------ first call of a new template
let templateSerial = 0;
/** A route no contender has seen: a real route shape with a unique literal segment. */
function freshRoute() {
  templateSerial += 1;
  return `GET /repos/{owner}/{repo}/issues/{issue_number}/events/n${templateSerial}`;
}

function firstCallScenario() {
  const contender = (name, fn) => {
    let templates = [];
    const call = (template) => fn(template, { owner: "octokit", repo: "rest.js", issue_number: 42, per_page: 100 });
    return {
      name,
      // Templates are made before the clock starts; each operation uses one once.
      prepare(iterations) {
        templates = Array.from({ length: iterations }, freshRoute);
      },
      run(iterations) {
        for (let i = 0; i < iterations; i++) consume(call(templates[i]));
      },
      sample: () => call(`GET /repos/{owner}/{repo}/issues/{issue_number}/events/sample`),
    };
  };
  const contenders = [
    contender("fluent-endpoint endpoint()", fluent),
    contender("@octokit/endpoint 11", octokit11),
    contender("@octokit/endpoint 7.0.6", octokit7),
  ];
  const scenario = {
    key: "first",
    title: "first call of a never-seen template (ns per call)",
    contenders,
    target: { contender: 0, against: 1, ratio: 1, text: "no slower than octokit 11" },
  };
  assertSameRequests(scenario);
  return scenario;
}

// ---------------------------------------------------------------- .defaults()
function defaultsScenario() {
  const contender = (name, fn) => ({
    ...cycling(name, [() => fn.defaults(defaultsOptions())]),
    sample: () => fn.defaults(defaultsOptions())("GET /orgs/{org}/repos", { org: "acme" }),
  });
  const contenders = [
    contender("fluent-endpoint .defaults()", fluent),
    contender("@octokit/endpoint 11 .defaults()", octokit11),
    contender("@octokit/endpoint 7.0.6 .defaults()", octokit7),
  ];
  const scenario = { key: "defaults", title: ".defaults(options) itself (ns per call)", contenders };
  assertSameRequests(scenario);
  return scenario;
}

// ---------------------------------------------------------------- report
const all = [mixScenario(), chainScenario(), firstCallScenario(), defaultsScenario()];
const scenarios = all.filter((scenario) => only === undefined || only.includes(scenario.key));

const cpu = cpus()[0]?.model ?? "unknown CPU";
console.log(`Node ${process.version}, ${cpu} (${cpus().length} logical cores), ${process.platform} ${process.arch}`);
console.log(`${rounds} interleaved rounds of ~${batchMs} ms batches; every contender checked to build the same requests first.\n`);

const measured = measure(scenarios, {
  rounds,
  batchMs,
  onRound: (round) => process.stderr.write(`\rround ${round}/${rounds}`),
});
process.stderr.write("\r\x1b[K");

const format = (ns) => (ns >= 100 ? Math.round(ns).toLocaleString("en-US") : ns.toFixed(1));
for (const { scenario, results } of measured) {
  console.log(`## ${scenario.title}`);
  const octokit = results.find((result) => result.contender.name.startsWith("@octokit/endpoint 11"));
  const octokitOld = results.find((result) => result.contender.name.startsWith("@octokit/endpoint 7"));
  const rows = [["contender", "ns/op", "± (IQR)", "vs octokit 11", "vs octokit 7.0.6"]];
  for (const { contender, ns, spread } of results) {
    rows.push([
      contender.name,
      format(ns),
      format(spread),
      `${(octokit.ns / ns).toFixed(2)}x`,
      `${(octokitOld.ns / ns).toFixed(2)}x`,
    ]);
  }
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join(" | ")} |`);
    if (index === 0) console.log(`|${widths.map((width, column) => (column === 0 ? "-".repeat(width + 2) : `${"-".repeat(width + 1)}:`)).join("|")}|`);
  }
  if (scenario.target !== undefined) {
    const { contender, against, ratio, text } = scenario.target;
    const achieved = results[against].ns / results[contender].ns;
    console.log(`target ${text}: ${achieved.toFixed(2)}x, ${achieved >= ratio ? "met" : "MISSED"}`);
  }
  console.log("");
}
console.log(`(checksum ${sinkValue()})`);
