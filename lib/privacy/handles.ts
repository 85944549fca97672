import type { Span } from "./kinds";

/**
 * Accounts on any platform: a profile's address (facebook.com/name), the name after the platform's name (IG, Instagram, TikTok, Facebook, FB, LINE, X,
 * Twitter, Telegram, YouTube… in Thai or English, with or without a colon), and any `@name` that is not part of an
 * e-mail address. "line" and "x" are ordinary words too: after them a name counts only with a colon, "ID", an @, or a
 * digit, dot or underscore in it ("the line was busy" stays). An English word after the platform is no name
 * ("TikTok video").
 */
const PLATFORM =
  "(?:(?<![a-z])(?:ig|instagram|insta|tiktok|tik\\s*tok|facebook|fb|twitter|telegram|youtube|threads|snapchat|" +
  "discord|wechat|whatsapp|messenger|line\\s*id|id\\s*line|line\\s*(?=[:=@])|x\\s*(?=[:=@]))(?![a-z])|" +
  "ไอจี|อินสตาแกรม|ติ๊กต็อก|ติ๊กต๊อก|ติกต็อก|ติ๊กตอก|ติกตอก|เฟซบุ[๊ค]?[กค]?|เฟสบุ[๊ค]?[กค]?|เฟซ|เฟส|ทวิตเตอร์|เทเลแกรม|ยูทูบ|" +
  "(?:แอด)?ไลน์(?:\\s*ไอดี)?|ไอดี\\s*ไลน์)";
const WEAK_PLATFORM = "(?:(?<![a-z])(?:line|x)(?![a-z]))";
const VALUE = "(?<value>@*[a-z0-9][a-z0-9._-]{1,39})(?![a-z0-9._-])";
const HANDLE = new RegExp(`${PLATFORM}\\s*(?:[:=\\-–]|id|ไอดี)?\\s*${VALUE}`, "giu");
const WEAK_HANDLE = new RegExp(`${WEAK_PLATFORM}\\s+(?<value>@*[a-z0-9._-]*[0-9._][a-z0-9._-]*)(?![a-z0-9._-])`, "giu");
/** A profile's address on a platform (facebook.com/name, instagram.com/name, line.me/ti/p/~name, t.me/name). */
const PROFILE_URL =
  /(?:https?:\/\/)?(?:[a-z0-9-]+\.)*(?:facebook|fb|instagram|tiktok|twitter|x|youtube|threads|line|lin|t|linkedin)\.(?:com|me|net|ee)\/[^\s]+/giu;
const AT_HANDLE = /(?<![\p{L}\p{N}._%+-])@+[a-z0-9][a-z0-9._-]{1,39}(?![a-z0-9._-])/giu;

const NOT_A_HANDLE = new Set(
  (
    "is was are and or the a an to of on in at for from with it this that video videos page post posts account " +
    "app story live link group chat message call official please here there too also"
  ).split(" "),
);

export function handleSpans(text: string): Span[] {
  const found: Span[] = [];
  for (const pattern of [HANDLE, WEAK_HANDLE]) {
    for (const m of text.matchAll(pattern)) {
      const value = m.groups!.value;
      if (!/[a-z]/i.test(value) || NOT_A_HANDLE.has(value.toLowerCase())) continue;
      const end = m.index + m[0].length;
      found.push({ start: end - value.length, end, kind: "handle" });
    }
  }
  for (const m of text.matchAll(PROFILE_URL))
    found.push({ start: m.index, end: m.index + m[0].length, kind: "handle" });
  for (const m of text.matchAll(AT_HANDLE)) found.push({ start: m.index, end: m.index + m[0].length, kind: "handle" });
  return found;
}
