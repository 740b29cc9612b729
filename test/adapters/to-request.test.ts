import { describe, expect, it } from "vitest";
import { endpoint, InvalidArgumentError, toRequest } from "../../src";
import { thrown } from "../thrown";

function headersOf(request: Request): Record<string, string> {
  const headers: Record<string, string> = {};
  request.headers.forEach((value, name) => {
    headers[name] = value;
  });
  return headers;
}

describe("toRequest", () => {
  it("README example: a DELETE Request for fetch", () => {
    const request = toRequest(endpoint("DELETE /repos/{owner}/{repo}", { owner: "octocat", repo: "old" }));
    expect(request).toBeInstanceOf(Request);
    expect(request.method).toBe("DELETE");
    expect(request.url).toBe("https://api.github.com/repos/octocat/old");
    expect(request.body).toBeNull();
  });

  it("carries headers and the serialised body, upper-casing patch", async () => {
    const request = toRequest(
      endpoint("PATCH /repos/{owner}/{repo}", {
        owner: "o",
        repo: "r",
        description: "ünïcode",
        headers: { authorization: "token secret" },
      }),
    );
    expect(request.method).toBe("PATCH");
    expect(headersOf(request)).toEqual({
      accept: "application/vnd.github.v3+json",
      authorization: "token secret",
      "content-type": "application/json; charset=utf-8",
      "user-agent": "fluent-endpoint/1.0.0",
    });
    expect(await request.text()).toBe('{"description":"ünïcode"}');
  });

  it("gives a PUT without body zero bytes and no content-type", async () => {
    const request = toRequest(endpoint("PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }));
    expect(request.headers.has("content-type")).toBe(false);
    expect((await request.arrayBuffer()).byteLength).toBe(0);
  });

  it("accepts a streamed body", async () => {
    const body = new Blob(["streamed ", "upload"]).stream();
    const request = toRequest({ method: "post", url: "https://h/x", headers: { "content-type": "text/plain" }, body });
    expect(await request.text()).toBe("streamed upload");
  });

  it("rejects what toFetchArguments rejects", () => {
    expect(() => toRequest({ method: "post", url: "https://h/x", headers: {}, body: new Set() })).toThrow(
      InvalidArgumentError,
    );
  });

  it("refuses a stream that was read before, in the library's words and with the platform's reason", async () => {
    const body = new Blob(["read once"]).stream();
    const reader = body.getReader();
    await reader.read();
    reader.releaseLock();
    const error = thrown(() => toRequest({ method: "post", url: "https://h/x", headers: {}, body }), InvalidArgumentError);
    expect(error.message).toBe("options: the platform's Request refused it: Response body object should not be disturbed or locked");
    expect(error.field).toBe("options");
  });

  it("refuses a revoked Proxy as the options, the headers or the body with the library's error, naming it", () => {
    const { proxy: revoked, revoke } = Proxy.revocable({}, {});
    revoke();
    for (const [options, field] of [
      [revoked, "options"],
      [{ method: "post", url: "https://h/x", headers: revoked }, "headers"],
      [{ method: "post", url: "https://h/x", headers: {}, body: revoked }, "body"],
      [{ method: "post", url: "https://h/x", headers: {}, body: { list: [revoked] } }, "body.list[0]"],
    ] as const) {
      expect(thrown(() => toRequest(options as never), InvalidArgumentError).field).toBe(field);
    }
  });

  // fetch's own Request throws a bare TypeError for these; the library names the field first.
  it.each([
    ["a method fetch forbids", endpoint("TRACE /x"), "method"],
    ["a header value with CR LF", { method: "get", url: "https://h/x", headers: { "x-a": "1\r\nx-b: 2" } }, 'headers["x-a"]'],
  ])("refuses %s with an InvalidArgumentError", (_name, options, field) => {
    expect(() => toRequest(options)).toThrow(expect.objectContaining({ field, code: "ERR_INVALID_ARGUMENT" }));
  });
});
