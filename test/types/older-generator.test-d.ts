import { describe, it } from "vitest";
import { endpoint } from "fluent-endpoint";

// A small API in the shape openapi-typescript 6 and older generate, as
// @octokit/openapi-types ships GitHub's: what an operation lacks is left out,
// not written `?: never`. The typed endpoint reads the operations of this
// shape with neither header parameters nor a part other than path and query
// by a shorter way than the others; these pin that each way gives the same
// checks, header parameters included.
interface paths {
  "/notes": {
    get: {
      parameters: { query?: { limit?: number } };
      responses: { 200: { content: { "application/json": { id: number }[] } } };
    };
    post: {
      parameters: { header: { "X-Api-Key": string } };
      requestBody: { content: { "application/json": { text: string } } };
      responses: { 201: { content: { "application/json": { id: number } } } };
    };
  };
  "/notes/{id}": {
    get: {
      parameters: { path: { id: number }; header: { "X-Api-Key": string } };
      responses: { 200: { content: { "application/json": { id: number } } } };
    };
    patch: {
      parameters: { path: { id: number }; query?: { dry_run?: boolean } };
      requestBody?: { content: { "application/json": { text?: string } } };
      responses: { 200: { content: { "application/json": { id: number } } } };
    };
    delete: {
      parameters: { path: { id: number }; cookie?: { session?: string } };
      responses: { 204: never };
    };
  };
  "/health": {
    get: {
      responses: { 200: { content: { "text/plain": string } } };
    };
  };
}

const notes = endpoint.withTypes<paths>({ baseUrl: "https://notes.example.com", accept: "application/json" });

describe("an API in the shape older openapi-typescript versions generate", () => {
  it("types path and query parameters, with no body and no header parameter", () => {
    notes("GET /notes", { limit: 10 });
    notes("GET /notes", {});
    // @ts-expect-error limit is a number
    notes("GET /notes", { limit: "10" });
    // @ts-expect-error the route has no parameter "limt"
    notes("GET /notes", { limt: 10 });
    notes("GET /health", {});
    // @ts-expect-error the route has no parameter at all
    notes("GET /health", { limit: 1 });
    notes("DELETE /notes/{id}", { id: 1 });
    // @ts-expect-error id has no value
    notes("DELETE /notes/{id}", {});
  });

  it("types a body beside path and query parameters", () => {
    notes("PATCH /notes/{id}", { id: 1, text: "Hi", dry_run: true });
    notes("PATCH /notes/{id}", { id: 1 });
    // @ts-expect-error text is a string
    notes("PATCH /notes/{id}", { id: 1, text: 1 });
    // @ts-expect-error the body has no field "txt"
    notes("PATCH /notes/{id}", { id: 1, txt: "Hi" });
  });

  it("requires the header parameters a route requires, with a body or without", () => {
    notes("POST /notes", { text: "Hi", headers: { "X-Api-Key": "k" } });
    // @ts-expect-error X-Api-Key is a required header
    notes("POST /notes", { text: "Hi" });
    notes("GET /notes/{id}", { id: 1, headers: { "x-api-key": "k" } });
    // @ts-expect-error X-Api-Key is a required header
    notes("GET /notes/{id}", { id: 1 });
  });

  it("asks the same of the typed builder", () => {
    notes.builder().route("GET /notes").params({ limit: 10 }).build();
    // @ts-expect-error the route has no parameter "limt"
    notes.builder().route("GET /notes").params({ limt: 10 });
    notes.builder().route("PATCH /notes/{id}").params({ id: 1, text: "Hi" }).build();
    // @ts-expect-error id has no value
    notes.builder().route("PATCH /notes/{id}").params({ text: "Hi" });
    // @ts-expect-error X-Api-Key is a required header, not set
    notes.builder().route("POST /notes").params({ text: "Hi" }).build();
    notes.builder().route("POST /notes").params({ text: "Hi" }).header("X-Api-Key", "k").build();
    // @ts-expect-error X-Api-Key is a required header, not set
    notes.builder().route("GET /notes/{id}").params({ id: 1 }).build();
    notes.builder().route("GET /notes/{id}").params({ id: 1 }).headers({ "x-api-key": "k" }).build();
  });
});
