import specRouteList from "../fixtures/spec-routes.json";

/**
 * The routes of the product specification's section 2, kept as a fixture so that the registry test compares the
 * registry with the spec's list and not with itself. Change the fixture only when the specification changes.
 */
export function specRoutes(): string[] {
  return specRouteList.routes.map((route) => route.path);
}
