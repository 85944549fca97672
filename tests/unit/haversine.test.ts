import { describe, expect, it } from "vitest";
import { haversineKm, nearest } from "@/lib/geo/haversine";

/**
 * Expected distances are written out as numbers from sources outside this code: the arcs of a 6371 km sphere (a
 * degree of meridian is 2π·6371/360 = 111.19 km) and the textbook example of the haversine formula, Nashville
 * (BNA) to Los Angeles (LAX), which is 2886.44 km on that sphere (2887.26 km on the 6372.8 km radius some tables
 * use). A wrong radius, a wrong rounding or a wrong formula changes at least one of them.
 */
const BNA = { lat: 36.12, lng: -86.67 };
const LAX = { lat: 33.94, lng: -118.4 };

describe("haversine distance", () => {
  it("is zero from a place to itself", () => {
    expect(haversineKm({ lat: 13.7689, lng: 100.5009 }, { lat: 13.7689, lng: 100.5009 })).toBe(0);
  });

  it("gives the textbook distance from Nashville to Los Angeles on the 6371 km sphere", () => {
    expect(haversineKm(BNA, LAX)).toBe(2886.44);
  });

  it("gives one degree along a meridian and along the equator as 111.19 km", () => {
    expect(haversineKm({ lat: 13, lng: 100 }, { lat: 14, lng: 100 })).toBe(111.19);
    expect(haversineKm({ lat: 0, lng: 100 }, { lat: 0, lng: 101 })).toBe(111.19);
  });

  it("gives a quarter of the equator and half the globe", () => {
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 90 })).toBe(10007.54);
    expect(haversineKm({ lat: 0, lng: 0 }, { lat: 0, lng: 180 })).toBe(20015.09);
    expect(haversineKm({ lat: 90, lng: 0 }, { lat: -90, lng: 0 })).toBe(20015.09);
  });

  it("shrinks a degree of longitude with the cosine of the latitude", () => {
    // At 60° north a degree of longitude is about half a degree at the equator (111.19 × cos 60° ≈ 55.59).
    expect(haversineKm({ lat: 60, lng: 10 }, { lat: 60, lng: 11 })).toBe(55.6);
  });

  it("is the same both ways and across the antimeridian", () => {
    expect(haversineKm(LAX, BNA)).toBe(2886.44);
    expect(haversineKm({ lat: 0, lng: 179.5 }, { lat: 0, lng: -179.5 })).toBe(111.19);
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
