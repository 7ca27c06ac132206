import { distance } from "./speaker-features.ts";

/**
 * Average-linkage distance (in speaker-feature units, speaker-features.ts) below which two groups of
 * windows are one speaker. Measured on the embedded voices (Flite slt, rms, awb, kal16; eSpeak-NG
 * f3, m3): 2 s windows of one voice average 2.4–3.7 apart; of a female and a male voice 5.9–9.9;
 * two male voices can come as close as 4.7 (Flite rms and awb), and are then taken as one speaker.
 */
export const sameSpeakerLinkage = 6;
/** Clustering is quadratic in windows: a long recording is clustered on this many, spread evenly. */
const maximumClusteredWindows = 300;

/**
 * Agglomerative clustering (average linkage) of speaker-feature vectors, merged until the closest
 * groups are further apart than `threshold`. The number of speakers is therefore not given but found;
 * `maxClusters` (a caller's `num_speakers`) keeps merging the closest groups past the threshold
 * until no more than that many are left.
 * Over `maximumClusteredWindows` windows, an even subsample is clustered and every window goes to
 * the nearest cluster's centroid. Returns a cluster index per vector, numbered by first appearance.
 */
export function clusterSpeakers(
  vectors: readonly Float64Array[],
  threshold = sameSpeakerLinkage,
  maxClusters = Number.POSITIVE_INFINITY,
): number[] {
  if (vectors.length === 0) return [];
  const step = Math.max(1, vectors.length / maximumClusteredWindows);
  const chosen = Array.from({ length: Math.min(vectors.length, maximumClusteredWindows) }, (_, i) =>
    Math.floor(i * step),
  );
  const n = chosen.length;
  const pairwise = Array.from({ length: n }, (_, i) =>
    Float64Array.from({ length: n }, (_, j) => distance(vectors[chosen[i]!]!, vectors[chosen[j]!]!)),
  );
  // Each cluster: its members; linkage[a][b] = average distance between members of a and b.
  let clusters = chosen.map((_, i) => [i]);
  const linkage = pairwise.map((row) => Float64Array.from(row));
  let ids = clusters.map((_, i) => i);
  while (ids.length > 1) {
    let best = { a: -1, b: -1, d: Number.POSITIVE_INFINITY };
    for (let x = 0; x < ids.length; x++)
      for (let y = x + 1; y < ids.length; y++) {
        const d = linkage[ids[x]!]![ids[y]!]!;
        if (d < best.d) best = { a: ids[x]!, b: ids[y]!, d };
      }
    if (best.d > threshold && ids.length <= maxClusters) break;
    const sizeA = clusters[best.a]!.length;
    const sizeB = clusters[best.b]!.length;
    for (const other of ids) {
      if (other === best.a || other === best.b) continue;
      const merged = (linkage[best.a]![other]! * sizeA + linkage[best.b]![other]! * sizeB) / (sizeA + sizeB);
      linkage[best.a]![other] = merged;
      linkage[other]![best.a] = merged;
    }
    clusters[best.a] = [...clusters[best.a]!, ...clusters[best.b]!];
    clusters[best.b] = [];
    ids = ids.filter((id) => id !== best.b);
  }
  clusters = ids.map((id) => clusters[id]!);
  const centroids = clusters.map((members) => {
    const centroid = new Float64Array(vectors[0]!.length);
    for (const member of members) {
      const vector = vectors[chosen[member]!]!;
      for (let k = 0; k < centroid.length; k++) centroid[k]! += vector[k]! / members.length;
    }
    return centroid;
  });
  const raw = vectors.map((vector) => {
    let nearest = 0;
    centroids.forEach((centroid, index) => {
      if (distance(vector, centroid) < distance(vector, centroids[nearest]!)) nearest = index;
    });
    return nearest;
  });
  const order = new Map<number, number>();
  return raw.map((label) => {
    if (!order.has(label)) order.set(label, order.size);
    return order.get(label)!;
  });
}
