import { knowledgeBaseLimits } from "@chorus/contract";

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/**
 * The page addresses of a sitemap (`<loc>` of `<url>` entries, sitemaps.org), at most
 * `crawlLinksPerPage`. A linear scan with no nesting to backtrack over: a sitemap is flat, and its
 * five XML entities are all its addresses may use.
 */
export function sitemapLocations(xml: string): string[] {
  const found: string[] = [];
  for (const match of xml.matchAll(/<(?:\w+:)?loc>([^<]{1,2048})<\/(?:\w+:)?loc>/g)) {
    found.push(match[1]!.trim().replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => entities[name]!));
    if (found.length >= knowledgeBaseLimits.crawlLinksPerPage) break;
  }
  return found;
}
