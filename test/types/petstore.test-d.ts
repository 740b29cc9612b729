import { describe, expectTypeOf, it } from "vitest";
import { endpoint } from "fluent-endpoint";
import type { RequestOptions } from "fluent-endpoint";
import type { paths } from "./descriptions/petstore.js";

// A small pet store, its description written by hand in the shape
// openapi-typescript 7 generates (see descriptions/petstore.d.ts), to show
// that nothing in the typed endpoint is GitHub's.

const petstore = endpoint.withTypes<paths>({ baseUrl: "https://petstore.example/v1", accept: "application/json" });

describe("a pet store's routes typed by its OpenAPI description", () => {
  it("takes the described parameters, optional ones left out", () => {
    petstore("GET /pets", { limit: 10, status: "sold" });
    petstore("GET /pets", {});
    petstore("GET /pets");
    petstore("GET /pets/{petId}", { petId: "7" });
    petstore("POST /pets", { name: "Rex" });
    petstore("POST /pets", { name: "Rex", tag: "dog" });
    petstore("PATCH /pets/{petId}", { petId: "7" });
    petstore("DELETE /pets/{petId}", { petId: "7" });
  });

  it("types the result's method from the route", () => {
    expectTypeOf(petstore("POST /pets", { name: "Rex" }).method).toEqualTypeOf<"post">();
    expectTypeOf(petstore("GET /pets")).toMatchTypeOf<RequestOptions<"get">>();
  });

  it("refuses a missing required parameter or body field", () => {
    // @ts-expect-error petId is required
    petstore("GET /pets/{petId}", {});
    // @ts-expect-error petId is required, and no options are given
    petstore("GET /pets/{petId}");
    // @ts-expect-error name is a required field of the body
    petstore("POST /pets", { tag: "dog" });
  });

  it("refuses a parameter of the wrong type", () => {
    // @ts-expect-error limit is a number
    petstore("GET /pets", { limit: "10" });
    // @ts-expect-error status is "available" or "sold"
    petstore("GET /pets", { status: "lost" });
    // @ts-expect-error petId is a string
    petstore("GET /pets/{petId}", { petId: 7 });
  });

  it("refuses a parameter the description does not name, unless the body takes any field", () => {
    // @ts-expect-error NewPet has no index signature: the body is closed
    petstore("POST /pets", { name: "Rex", colour: "brown" });
    // PetChanges has `additionalProperties`: its own keys beside the path parameter.
    petstore("PATCH /pets/{petId}", { petId: "7", colour: "brown" });
    // @ts-expect-error no body, and no query parameter "cursor"
    petstore("GET /pets", { cursor: "abc" });
    // @ts-expect-error a misspelt optional query parameter
    petstore("GET /pets", { limt: 10 });
    // @ts-expect-error DELETE takes the path parameter alone
    petstore("DELETE /pets/{petId}", { petId: "7", force: true });
  });

  it("needs the API's baseUrl and accept", () => {
    // @ts-expect-error the pet store is not GitHub: its baseUrl and accept are required
    endpoint.withTypes<paths>();
    // @ts-expect-error accept is required too
    endpoint.withTypes<paths>({ baseUrl: "https://petstore.example/v1" });
  });

  it("takes a body of another media type as data", () => {
    petstore("PUT /pets/{petId}/photo", { petId: "7", data: new Uint8Array([255, 216]) });
    petstore("PUT /pets/{petId}/photo", { petId: "7", data: "raw text" });
    // @ts-expect-error the body is required
    petstore("PUT /pets/{petId}/photo", { petId: "7" });
  });

  it("refuses a route or a method the description lacks", () => {
    // @ts-expect-error misspelt
    petstore("GET /pet", {});
    // @ts-expect-error /pets has no PUT (openapi-typescript writes put?: never)
    petstore("PUT /pets", {});
    // @ts-expect-error misspelt, without options
    petstore("GET /pet");
  });

  it("keeps template-literal typing for routes written otherwise", () => {
    petstore("GET /pets/{petId}{?fields}", { petId: "7", fields: "name" });
    // @ts-expect-error petId has no value
    petstore("GET /pets/{petId}{?fields}", { fields: "name" });
    petstore("GET https://cdn.petstore.example/pets/{petId}/photo", { petId: "7" });
  });

  it("takes a body that goes whole by the builder's .data(), and no option among .params()", () => {
    petstore.builder().route("PUT /pets/{petId}/photo").params({ petId: "7" }).data(new Uint8Array([255, 216])).build();
    // @ts-expect-error data is an option, not a parameter
    petstore.builder().route("PUT /pets/{petId}/photo").params({ petId: "7", data: "raw text" });
    // @ts-expect-error the photo is required
    petstore.builder().route("PUT /pets/{petId}/photo").params({ petId: "7" }).build();
    // A map body takes any field, `url` among them (a route gives the URL), but no option.
    petstore.builder().route("PATCH /pets/{petId}").params({ petId: "7", colour: "brown", url: "https://pets.example/rex" }).build();
    // @ts-expect-error data is an option, even where any field is taken
    petstore.builder().route("PATCH /pets/{petId}").params({ petId: "7", data: "{}" });
    // @ts-expect-error headers have methods of their own
    petstore.builder().route("PATCH /pets/{petId}").params({ petId: "7", headers: { "x-a": "1" } });
    // @ts-expect-error so have method, baseUrl, mediaType and request
    petstore.builder().route("PATCH /pets/{petId}").params({ petId: "7", method: "PUT" });
    // @ts-expect-error baseUrl
    petstore.builder().route("PATCH /pets/{petId}").params({ petId: "7", baseUrl: "https://elsewhere.example" });
    // @ts-expect-error mediaType
    petstore.builder().route("PATCH /pets/{petId}").params({ petId: "7", mediaType: { format: "raw" } });
    // @ts-expect-error request
    petstore.builder().route("PATCH /pets/{petId}").params({ petId: "7", request: { timeout: 1 } });
  });

  it("makes what the defaults give optional", () => {
    const pet7 = petstore.defaults({ petId: "7" });
    pet7("GET /pets/{petId}", {});
    pet7("GET /pets/{petId}");
    // @ts-expect-error the default does not change the type a value must have
    pet7("GET /pets/{petId}", { petId: 7 });
  });
});
