// Stryker plugins of this project (stryker.config.mjs lists this file).
//
// "module-load": a mutant of code that runs when its module loads (a table,
// a pattern, a constant at the top of a file, a static class member) is
// never in force while a test runs under Stryker's vitest runner, which
// activates a mutant after the modules are loaded. `ignoreStatic` leaves out
// such mutants only when no test covers them, but the tests that load the
// package afresh (the plan cache's, the package defaults') cover every one,
// so each would run and survive without saying anything about the tests.
// This leaves out what runs on load and holds nothing that runs later; the
// functions a table holds (the error messages) are still mutated.
import { declareValuePlugin, PluginKind } from "@stryker-mutator/api/plugin";

/** True for a node whose code runs when called or constructed, not when its module loads. */
function runsLater(path) {
  return path.isFunction() || ((path.isClassProperty() || path.isClassPrivateProperty() || path.isClassAccessorProperty()) && !path.node.static);
}

/** True when the code at `path` runs when its module loads: no function or instance member holds it. */
function runsOnLoad(path) {
  for (let at = path; at !== null; at = at.parentPath) if (runsLater(at)) return false;
  return true;
}

/** True when `path` holds code that runs later: a function, or a class's instance member. */
function holdsLaterCode(path) {
  let found = false;
  path.traverse({
    enter(inner) {
      if (runsLater(inner)) {
        found = true;
        inner.stop();
      }
    },
  });
  return found;
}

export const strykerPlugins = [
  declareValuePlugin(PluginKind.Ignore, "module-load", {
    shouldIgnore(path) {
      if (path.isProgram() || !runsOnLoad(path) || holdsLaterCode(path)) return undefined;
      return "Runs when its module loads, before a mutant is activated";
    },
  }),
];
