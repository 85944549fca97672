/** Spec section 9: the distance helper, haversine on a sphere of radius 6371 km, rounded to two decimals. */
const EARTH_RADIUS_KM = 6371;

export type LatLng = { lat: number; lng: number };

const rad = (degrees: number) => (degrees * Math.PI) / 180;

export function haversineKm(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  const km = 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
  return Math.round(km * 100) / 100;
}

/** The place nearest to `from`, with its distance; undefined for an empty list. Ties keep the earlier place. */
export function nearest<T extends { location: LatLng }>(
  from: LatLng,
  places: readonly T[],
): { place: T; km: number } | undefined {
  let best: { place: T; km: number } | undefined;
  for (const place of places) {
    const km = haversineKm(from, place.location);
    if (!best || km < best.km) best = { place, km };
  }
  return best;
}
