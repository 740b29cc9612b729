import { Immer } from "immer";

/**
 * fluent-endpoint's own immer instance. Its settings stay private: configuring
 * the global `produce` would change the behaviour of the host application's
 * immer too.
 *
 * @internal
 */
export const immer = new Immer({ autoFreeze: true });
