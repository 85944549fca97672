import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { loadPage } from "@/lib/content/pages";
import type { Locale } from "@/lib/content/schema";
import { localizedPath } from "@/lib/locale-path";
import { childrenOf } from "@/lib/routes";

/** A section landing page presents each child page with its one-line summary (the child's description). */
export async function ChildPageList({ locale, path }: { locale: Locale; path: string }) {
  const children = childrenOf(path);
  if (children.length === 0) return null;
  const t = await getTranslations({ locale, namespace: "page" });
  return (
    <section className="child-pages" aria-labelledby="child-pages-heading">
      <h2 id="child-pages-heading">{t("inThisSection")}</h2>
      <ul className="card-list">
        {children.map((child) => (
          <li key={child.path} className="card">
            <h3>
              <Link href={localizedPath(locale, child.path)}>{child.label[locale]}</Link>
            </h3>
            <p>{loadPage(locale, child.path).frontmatter.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
