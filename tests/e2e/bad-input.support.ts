// The shape of a bad-input case and the small builders the case lists share (bad-input.spec.ts runs them).
type Expect = "json" | "page-th" | "page-en" | "400" | "405" | "none";
export type Case = {
  name: string;
  method?: string;
  target: string | Buffer;
  headers?: string[];
  body?: string | Buffer;
  expect: Expect;
  /** The exact status, where the kind of refusal matters (400, 403, 405, 413, 415). */
  status?: number;
  /**
   * Over nginx's body limit (client_max_body_size, deploy/nginx/ccip/http.conf): it answers 413 at once, stops
   * reading, and closes the connection a moment later while the client may still be writing. A reset that comes
   * before the answer is read drops it, so a reset with no answer counts as refused too.
   */
  closes?: boolean;
  known?: string;
};

export const long = (n: number, c = "a") => c.repeat(n);
export const json = ["Content-Type: application/json"];
export const withBody = (body: string, extra: string[] = json) => ({
  headers: [...extra, `Content-Length: ${Buffer.byteLength(body)}`],
  body,
});
export const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);
export const validFeedback = JSON.stringify({ path: "/FAQ", locale: "th", useful: true });
export const multipart = "multipart/form-data; boundary=XX";
export const completeForm = '--XX\r\nContent-Disposition: form-data; name="locale"\r\n\r\nth\r\n--XX--\r\n';
export const chunked = (body: string, size = 1000) =>
  [...Array(Math.ceil(body.length / size)).keys()]
    .map((i) => body.slice(i * size, (i + 1) * size))
    .map((c) => `${c.length.toString(16)}\r\n${c}\r\n`)
    .join("") + "0\r\n\r\n";
export const PDF = "/api/file/pdf/document/appeal-form-credit-information-protection-committee.pdf";
