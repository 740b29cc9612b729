import axios from "axios";
import got, { type Method } from "got";
import { toFetchArguments, type RequestOptions } from "../../src";

/**
 * How each client sends request options; README "Sending the result" shows the
 * same calls. Every response is read to the end so the connection is free.
 */
export const sendWith: Record<"fetch" | "axios" | "got", (options: RequestOptions) => Promise<void>> = {
  // fetch needs the helper: an upper-case PATCH, a serialised body.
  async fetch(options) {
    const response = await fetch(...toFetchArguments(options));
    await response.arrayBuffer();
  },
  // axios takes the result as it is: it upper-cases the method and serialises
  // a JSON body itself. `proxy: false` keeps it on loopback whatever the environment says.
  async axios({ method, url, headers, body }) {
    await axios.request({ method, url, headers, data: body, proxy: false });
  },
  // got accepts the same arguments as fetch; it would refuse an object body.
  async got(options) {
    const [url, { method, headers, body }] = toFetchArguments(options);
    await got(url, { method: method as Method, headers, body: body as string | Uint8Array | undefined, retry: { limit: 0 } });
  },
};
