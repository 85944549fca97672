import { describe, expect, it } from "vitest";
import { EARTH_RADIUS_KM, haversineKm, nearest } from "@/lib/geo/haversine";

/** Expected values are arcs of the 6371 km sphere worked out by hand: checkable without the code under test. */
describe("haversine distance", () => {
  it("uses the spec's earth radius", () => {
    expect(EARTH_RADIUS_KM).toBe(6371);
  });

  it("is zero from a place to itself", () => {
    expect(haversineKm({ lat: 13.7689, lng: 100.5009 }, { lat: 13.7689, lng: 100.5009 })).toBe(0);
  });

  it("gives one degree along a meridian as 2πR/360, to two decimals", () => {
    expect(haversineKm({ lat: 13, lng: 100 }, { lat: 14, lng: 100 })).toBe(
      Math.round(((2 * Math.PI * 6371) / 360) * 100) / 100,
    );
    expect(haversineKm({ lat: 13, lng: 100 }, { lat: 14, lng: 100 })).toBe(111.19);
  });

  it("gives a quarter of the equator and half the globe", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBe(10007.54);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBe(20015.09);
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBe(20015.09);
  });

  it("is the same both ways and across the antimeridian", () => {
    const a = { lat: 18.79, lng: 98.98 };
    const b = { lat: 7.01, lng: 100.47 };
    expect(haversineKm(a, b)).toBe(haversineKm(b, a));
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBe(111.19);
  });

  it("always has at most two decimals", () => {
    const km = haversineKm({ lat: 13.7563, lng: 100.5018 }, { lat: 18.7883, lng: 98.9853 });
    expect(Math.round(km * 100) / 100).toBe(km);
    expect(km).toBeGreaterThan(550);
    expect(km).toBeLessThan(600);
  });
});

describe("nearest place", () => {
  const places = [
    { id: "north", location: { lat: 18, lng: 100 } },
    { id: "centre", location: { lat: 14, lng: 100 } },
    { id: "south", location: { lat: 7, lng: 100 } },
  ];

  it("picks the closest place and gives its distance", () => {
    expect(nearest({ lat: 13, lng: 100 }, places)).toEqual({ place: places[1], km: 111.19 });
    expect(nearest({ lat: 8, lng: 100 }, places)?.place.id).toBe("south");
    expect(nearest({ lat: 17, lng: 100 }, places)?.place.id).toBe("north");
  });

  it("keeps the first of two equally near places, and finds nothing in an empty list", () => {
    expect(nearest({ lat: 16, lng: 100 }, places)?.place.id).toBe("north");
    expect(nearest({ lat: 16, lng: 100 }, [])).toBeUndefined();
  });
});
