// Module hooks for the README's examples: `axios` and `got` resolve to the
// stand-ins beside this file, which answer as GitHub would, offline.
const STAND_INS = {
  axios: new URL("./axios.mjs", import.meta.url).href,
  got: new URL("./got.mjs", import.meta.url).href,
};

export async function resolve(specifier, context, next) {
  if (Object.hasOwn(STAND_INS, specifier)) return { url: STAND_INS[specifier], shortCircuit: true };
  return next(specifier, context);
}
