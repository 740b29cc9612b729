// A small pet store API, written by hand in the shape openapi-typescript 7
// generates (absent parts as `?: never`, an `operations` interface, shared
// `components`), to show that nothing in the typed endpoint is GitHub's.
export interface components {
  schemas: {
    Pet: { id: number; name: string; tag?: string };
    NewPet: { name: string; tag?: string };
    /** `additionalProperties: true`: any other field is allowed. */
    PetChanges: { name?: string; tag?: string; [key: string]: unknown };
  };
}

interface NoParameters {
  query?: never;
  header?: never;
  path?: never;
  cookie?: never;
}

export interface paths {
  "/pets": {
    parameters: NoParameters;
    get: operations["listPets"];
    put?: never;
    post: operations["createPet"];
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
  "/pets/{petId}": {
    parameters: NoParameters;
    get: operations["showPetById"];
    put?: never;
    post?: never;
    delete: operations["deletePet"];
    options?: never;
    head?: never;
    patch: operations["updatePet"];
    trace?: never;
  };
  "/pets/{petId}/photo": {
    parameters: NoParameters;
    get?: never;
    put: operations["uploadPhoto"];
    post?: never;
    delete?: never;
    options?: never;
    head?: never;
    patch?: never;
    trace?: never;
  };
}

export interface operations {
  listPets: {
    parameters: { query?: { limit?: number; status?: "available" | "sold" }; header?: never; path?: never; cookie?: never };
    requestBody?: never;
    responses: { 200: { headers: { [name: string]: unknown }; content: { "application/json": components["schemas"]["Pet"][] } } };
  };
  createPet: {
    parameters: NoParameters;
    requestBody: { content: { "application/json": components["schemas"]["NewPet"] } };
    responses: { 201: { headers: { [name: string]: unknown }; content?: never } };
  };
  showPetById: {
    parameters: { query?: never; header?: never; path: { petId: string }; cookie?: never };
    requestBody?: never;
    responses: { 200: { headers: { [name: string]: unknown }; content: { "application/json": components["schemas"]["Pet"] } } };
  };
  updatePet: {
    parameters: { query?: never; header?: never; path: { petId: string }; cookie?: never };
    requestBody?: { content: { "application/json": components["schemas"]["PetChanges"] } };
    responses: { 200: { headers: { [name: string]: unknown }; content?: never } };
  };
  deletePet: {
    parameters: { query?: never; header?: never; path: { petId: string }; cookie?: never };
    requestBody?: never;
    responses: { 204: { headers: { [name: string]: unknown }; content?: never } };
  };
  uploadPhoto: {
    parameters: { query?: never; header?: never; path: { petId: string }; cookie?: never };
    requestBody: { content: { "application/octet-stream": string } };
    responses: { 204: { headers: { [name: string]: unknown }; content?: never } };
  };
}
