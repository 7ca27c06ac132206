/**
 * Names that tell nodes apart in lists, problems and accessible names: a node's title, numbered
 * in order when several nodes share it ("Agent transfer 1", "Agent transfer 2").
 */
export function uniqueNames(titles: readonly (readonly [string, string])[]): Map<string, string> {
  const total = new Map<string, number>();
  for (const [, title] of titles) total.set(title, (total.get(title) ?? 0) + 1);
  const seen = new Map<string, number>();
  const names = new Map<string, string>();
  for (const [id, title] of titles) {
    if ((total.get(title) ?? 0) < 2) {
      names.set(id, title);
      continue;
    }
    const number = (seen.get(title) ?? 0) + 1;
    seen.set(title, number);
    names.set(id, `${title} ${number}`);
  }
  return names;
}
