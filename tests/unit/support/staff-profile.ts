import type { Profile } from "next-auth";

/** The identity provider's profile of a member of staff: the allowed e-mail domain and the staff app role. */
export const staffProfile = {
  sub: "u1",
  name: "Ann",
  preferred_username: "ann@staff.example",
  roles: ["Staff.Access"],
} as unknown as Profile;
