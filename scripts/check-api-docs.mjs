// Fails when an export of the API reference lacks what every export must have:
// a summary and an @example, and for each method, constructor and call
// signature a summary, an @example and a description of every parameter.
// TypeDoc's own validation only checks that a comment exists; this reads the
// JSON it writes beside the HTML (see typedoc.json) and checks the contents.
import { readFileSync } from "node:fs";

const KIND = { Class: 128, Interface: 256, Constructor: 512, Method: 2048 };
const project = JSON.parse(readFileSync(process.argv[2] ?? "docs/api/api.json", "utf8"));
const problems = [];

const text = (parts) => (parts ?? []).map((part) => part.text).join("").trim();
const hasTag = (comment, tag) => (comment?.blockTags ?? []).some((block) => block.tag === tag);

function checkComment(comment, where) {
  if (text(comment?.summary) === "") problems.push(`${where}: no summary`);
  if (!hasTag(comment, "@example")) problems.push(`${where}: no @example`);
}

function checkSignature(signature, where) {
  checkComment(signature.comment, where);
  for (const parameter of signature.parameters ?? []) {
    if (text(parameter.comment?.summary) === "") problems.push(`${where}: parameter ${parameter.name} is not described`);
  }
}

for (const item of project.children ?? []) {
  const comment = item.comment ?? item.signatures?.[0]?.comment;
  checkComment(comment, item.name);
  for (const [index, signature] of (item.signatures ?? []).entries()) {
    checkSignature(signature, `${item.name} signature ${index + 1}`);
  }
  if (item.kind !== KIND.Class && item.kind !== KIND.Interface) continue;
  for (const member of item.children ?? []) {
    if (member.inheritedFrom !== undefined) continue;
    if (member.kind !== KIND.Method && member.kind !== KIND.Constructor) continue;
    for (const [index, signature] of (member.signatures ?? []).entries()) {
      checkSignature(signature, `${item.name}.${member.name} signature ${index + 1}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`API reference: ${problems.length} problem(s)\n${problems.map((p) => `  ${p}`).join("\n")}`);
  process.exit(1);
}
console.log(`API reference: ${project.children?.length ?? 0} exports, each with a summary and an example`);
