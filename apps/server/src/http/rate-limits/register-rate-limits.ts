import type { RateLimitSettings } from "@chorus/config";
import { DomainError, type Ports } from "@chorus/domain";
import fastifyRateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { apiKeyHeader } from "../authenticate-request.ts";
import { databaseRateLimitStore } from "./database-rate-limit-store.ts";
import { apiKeyRule, type RateLimitRule, rateLimitRules } from "./rate-limit-rules.ts";

type Hook = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * Rate limits (issue 15) with @fastify/rate-limit over a database store: the limits of
 * `rate-limit-rules.ts` are attached to their operations' routes as they are registered, and
 * every request with an `xi-api-key` is counted per key. A request over a limit is answered 429
 * in the ElevenLabs shape (`rate_limit_exceeded`) with `Retry-After` in seconds. Register before
 * the routes.
 */
export async function registerRateLimits(
  app: FastifyInstance,
  options: { ports: Ports; limits: RateLimitSettings },
): Promise<void> {
  await app.register(fastifyRateLimit, { global: false, store: databaseRateLimitStore(options.ports) });

  const enforce = (rule: RateLimitRule): Hook => {
    const count = app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}|${rule.key(request)}`,
    });
    return async (request, reply) => {
      const result = await count(request);
      if (result.isAllowed || !result.isExceeded) return;
      reply.header("retry-after", result.ttlInSeconds);
      reply.header("x-ratelimit-limit", result.max);
      reply.header("x-ratelimit-remaining", 0);
      reply.header("x-ratelimit-reset", result.ttlInSeconds);
      throw new DomainError("rate_limit_exceeded", rule.message);
    };
  };

  // Operations are found by method and path, as create-app registers them (`{id}` becomes `:id`).
  const rulesByRoute = new Map<string, RateLimitRule[]>();
  for (const [operation, rules] of rateLimitRules(options.limits)) {
    rulesByRoute.set(`${operation.method} ${operation.path.replace(/\{(\w+)\}/g, ":$1")}`, rules);
  }
  app.addHook("onRoute", (route: RouteOptions) => {
    const method = Array.isArray(route.method) ? route.method[0] : route.method;
    // A GET route's automatic HEAD twin runs the same handler: it counts the same way.
    const rules = rulesByRoute.get(`${method === "HEAD" ? "GET" : method} ${route.url}`);
    for (const rule of rules ?? []) {
      const existing = route[rule.stage];
      route[rule.stage] = [
        ...(Array.isArray(existing) ? existing : existing ? [existing] : []),
        enforce(rule),
      ];
    }
  });

  const perApiKey = enforce(apiKeyRule(options.limits));
  app.addHook("onRequest", async (request, reply) => {
    if (apiKeyHeader(request)) await perApiKey(request, reply);
  });
}
