// One run of the in-process workloads of `npm run bench` (bench/run.mjs starts
// several, each in a fresh process, and reports the spread between them):
// fluent-endpoint (the built dist/, as users get it) against @octokit/endpoint
// 11 and 7.0.6 and, where one exists, a hand-written floor; contenders
// interleaved over many rounds; the median ns per operation of each is written
// to stdout as JSON.
//
//   node bench/rounds.mjs [--rounds N] [--batch-ms N] [--only mix,chain,step,growth,first,defaults,github-shuffled,github-rotation]

import { deepStrictEqual } from "node:assert/strict";
import { parseArgs } from "node:util";
import { endpoint as octokit11 } from "@octokit/endpoint";
import { endpoint as fluent, RequestBuilder } from "fluent-endpoint";
import { endpoint as octokit7 } from "octokit-endpoint-7";
import { generateInputs, loadOperations, seededRandom } from "./github-operations.mjs";
import { consume, measure, sinkValue } from "./measure.mjs";
import { chain, defaultsOptions, gheDefaults, routes } from "./routes.mjs";

const { values: args } = parseArgs({
  options: {
    rounds: { type: "string", default: "21" },
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

/**
 * A contender that makes one call per operation, cycling through `calls`; a
 * batch goes on where the one before stopped, so that every call is made as
 * often as the others however short the batches.
 */
function cycling(name, calls) {
  let next = 0;
  return {
    name,
    calls,
    run(iterations) {
      const count = calls.length;
      let at = next;
      for (let i = 0; i < iterations; i++) {
        consume(calls[at]());
        at = at + 1 === count ? 0 : at + 1;
      }
      next = at;
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
    // Issue 34's guards: at least 12x octokit 11, at most 3.5x the hand-written floor's time (the fourth contender).
    target: { contender: 0, against: 1, ratio: 12, text: "≥ 12x octokit 11" },
    floorTarget: { contender: 0, floor: 3, ratio: 1 / 3.5, text: "≤ 3.5x the hand-written floor's time" },
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
        url: "https://api.github.com/repos/" + encodeURIComponent(owner) + "/" + encodeURIComponent(repo) + "/issues?state=" + encodeURIComponent(state),
        headers: { accept, "user-agent": FLOOR_UA, authorization },
      }),
    ]),
  ];
  const scenario = {
    key: "chain",
    title: "route + 3 params + header + preview + build, from a new builder (ns per request)",
    contenders,
    target: { contender: 0, against: 1, ratio: 1, text: "≥ 1x octokit 11's single call" },
  };
  assertSameRequests({ title: scenario.title, contenders: contenders.map((c) => ({ name: c.name, sample: c.calls[0] })) });
  return scenario;
}

// ------------------------------------------- one step on a kept builder
function stepScenario() {
  const { route, owner, repo, authorization, preview, accept } = chain;
  // A base an application keeps: its state is produced once, by its first build.
  const base = new RequestBuilder().route(route).params({ owner, repo }).header("authorization", authorization).preview(preview);
  base.build();
  const states = ["open", "closed", "all"];
  const contenders = [
    cycling("fluent-endpoint kept builder .param().build()", states.map((state) => () => base.param("state", state).build())),
    cycling("@octokit/endpoint 11 single call", states.map((state) => () => octokit11(route, { owner, repo, state, headers: { authorization, accept } }))),
    cycling("@octokit/endpoint 7.0.6 single call", states.map((state) => () => octokit7(route, { owner, repo, state, headers: { authorization }, mediaType: { previews: [preview] } }))),
  ];
  for (const [index] of states.entries()) {
    assertSameRequests({ title: "one step on a kept builder", contenders: contenders.map((c) => ({ name: c.name, sample: c.calls[index] })) });
  }
  return {
    key: "step",
    title: "one step and build() on a kept builder (ns per request)",
    contenders,
    target: { contender: 0, against: 1, ratio: 2, text: "≥ 2x octokit 11's single call" },
  };
}

// ----------------------------------------- build() after 5 steps or 500
function growthScenario() {
  const { route, owner, repo } = chain;
  // Both builders make requests of the same size: each step sets the same parameter again.
  const stepsOf = (count) => {
    let builder = new RequestBuilder().route(route).params({ owner, repo });
    for (let i = 1; i <= count; i++) builder = builder.param("page", i);
    return builder;
  };
  const five = stepsOf(5);
  const many = stepsOf(500);
  const contenders = [cycling("build() of a 500-step builder", [() => many.build()]), cycling("build() of a 5-step builder", [() => five.build()])];
  return {
    key: "growth",
    title: "build() of a builder after 500 steps and after 5 (ns per build; the state is produced by the first)",
    contenders,
    target: { contender: 0, against: 1, ratio: 1 / 1.5, text: "500 steps ≤ 1.5x the time of 5" },
  };
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
    target: { contender: 0, against: 1, ratio: 3, text: "≥ 3x octokit 11" },
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

// ------------------------------------------------------ GitHub's whole API
const contendersByName = [
  ["fluent-endpoint endpoint()", fluent],
  ["@octokit/endpoint 11", octokit11],
  ["@octokit/endpoint 7.0.6", octokit7],
];

/**
 * Calls that every contender makes without an error: an input that one of
 * them refuses (fluent-endpoint refuses a `..` path segment, for one) would
 * time an exception there and a request elsewhere.
 */
function callableByAll(calls) {
  return calls.filter(({ route, params }) =>
    contendersByName.every(([, fn]) => {
      try {
        fn(route, params);
        return true;
      } catch {
        return false;
      }
    }),
  );
}

/**
 * Every operation of GitHub's REST description (@octokit/openapi), the way
 * @octokit/plugin-rest-endpoint-methods calls them. "shuffled": seven
 * generated inputs per operation in a seeded random order, as an application
 * using much of the API would. "rotation": one input per operation, each
 * operation once in turn, the worst case for any cache smaller than the API.
 */
function githubScenario(key) {
  const operations = loadOperations();
  let calls;
  if (key === "github-shuffled") {
    calls = operations.flatMap((operation) =>
      generateInputs(operation, { seed: 11, count: 7 }).map((params) => ({ route: operation.route, params })),
    );
    const random = seededRandom(6570);
    for (let i = calls.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [calls[i], calls[j]] = [calls[j], calls[i]];
    }
  } else {
    calls = operations.map((operation) => ({ route: operation.route, params: generateInputs(operation, { seed: 11, count: 1 })[0] }));
  }
  const usable = callableByAll(calls);
  const contenders = contendersByName.map(([name, fn]) => ({
    ...cycling(name, usable.map(({ route, params }) => () => fn(route, params))),
    // Hundreds of routes reach the optimising compiler later than eight do.
    warmupMs: 1000,
  }));
  return {
    key,
    title:
      key === "github-shuffled"
        ? `GitHub's REST API, ${operations.length} operations × 7 inputs, shuffled (${usable.length} calls; ns per call)`
        : `GitHub's REST API, every operation in turn (${usable.length} routes; ns per call)`,
    contenders,
    target: { contender: 0, against: 1, ratio: 6, text: "≥ 6x octokit 11" },
  };
}

// ---------------------------------------------------------------- one run
const make = {
  mix: mixScenario,
  chain: chainScenario,
  step: stepScenario,
  growth: growthScenario,
  first: firstCallScenario,
  defaults: defaultsScenario,
  "github-shuffled": () => githubScenario("github-shuffled"),
  "github-rotation": () => githubScenario("github-rotation"),
};
const scenarios = Object.entries(make)
  .filter(([key]) => only === undefined || only.includes(key))
  .map(([, build]) => build());

const measured = measure(scenarios, { rounds, batchMs });
// One JSON document on stdout: what bench/run.mjs reads.
console.log(
  JSON.stringify({
    checksum: sinkValue(),
    scenarios: measured.map(({ scenario, results }) => ({
      key: scenario.key,
      title: scenario.title,
      target: scenario.target,
      floorTarget: scenario.floorTarget,
      results: results.map(({ contender, ns }) => ({ name: contender.name, ns })),
    })),
  }),
);
