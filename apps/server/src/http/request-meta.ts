import type { RequestMeta } from "@chorus/domain";
import type { FastifyRequest } from "fastify";

export interface GeoHeaderNames {
  country: string | undefined;
  region: string | undefined;
  city: string | undefined;
}

function header(request: FastifyRequest, name: string | undefined): string | undefined {
  if (!name) return undefined;
  const value = request.headers[name.toLowerCase()];
  const text = Array.isArray(value) ? value[0] : value;
  return text?.trim() || undefined;
}

/** Request facts for verbs. Geo is read only from the headers the deployment names as trusted (set by its proxy). */
export function requestMeta(request: FastifyRequest, geoHeaders: GeoHeaderNames): RequestMeta {
  return {
    ip: request.ip,
    userAgent: request.headers["user-agent"],
    geo: {
      country: header(request, geoHeaders.country),
      region: header(request, geoHeaders.region),
      city: header(request, geoHeaders.city),
    },
  };
}
