/**
 * Every link of the production build works for a reader without JavaScript: linkinator, a maintained
 * third-party link checker, crawls the server HTML from both home pages as a stranger's crawler would (it runs no
 * scripts), following every same-site link, image, stylesheet, script and fragment. Links to other sites are
 * not checked here: the test machines have no internet.
 */
import { LinkChecker, LinkState } from "linkinator";
import { expect, test } from "./fixtures";

test("a crawl of the whole site from both home pages finds no broken link", async ({ baseURL }) => {
  test.setTimeout(240_000);
  const origin = new URL(baseURL!).origin;
  const checker = new LinkChecker();
  const result = await checker.check({
    path: [`${origin}/`, `${origin}/en`],
    recurse: true,
    checkFragments: true,
    concurrency: 8,
    timeout: 30_000,
    linksToSkip: async (link) => !link.startsWith(origin),
  });
  const broken = result.links
    .filter((link) => link.state === LinkState.BROKEN)
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);
  // The crawl really walked the site: every page of both languages, with their assets.
  const pages = result.links.filter((link) => link.state === LinkState.OK && link.url.startsWith(origin));
  expect(pages.length).toBeGreaterThan(100);
});
