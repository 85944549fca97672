import { activity } from "./activity";

/**
 * The spec's generic API helpers (section 7): JSON in and out, Accept-Language of the page, the bearer token when
 * one exists. Unlike the old helpers, failures are handled: the loader clears, the caller gets an ApiError, and the
 * visitor sees a message with a way to retry the same call.
 */
class ApiError extends Error {
  constructor(
    readonly code: "unexpected_error" | "post_request_failed" | "network_error",
    readonly status?: number,
  ) {
    super(code);
  }
}

type Options = { method?: "GET" | "POST" | "DELETE"; body?: unknown; token?: string; signal?: AbortSignal };

export async function apiRequest<T>(url: string, options: Options = {}): Promise<T> {
  const { method = "GET", body, token, signal } = options;
  const headers: Record<string, string> = {
    Accept: "application/json",
    "Accept-Language": document.documentElement.lang,
  };
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;

  activity.begin();
  const retry = () => void apiRequest(url, options).catch(() => {});
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      redirect: "follow",
    });
  } catch (error) {
    if ((error as Error).name === "AbortError") {
      activity.end();
      throw error;
    }
    activity.fail({ retry });
    throw new ApiError("network_error");
  }
  try {
    if (!response.ok)
      throw new ApiError(method === "POST" ? "post_request_failed" : "unexpected_error", response.status);
    const data = (response.status === 204 ? null : await response.json()) as T;
    activity.end();
    return data;
  } catch (error) {
    activity.fail({ retry });
    throw error instanceof ApiError ? error : new ApiError("unexpected_error", response.status);
  }
}
