import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * Fastify's per-request log lines, chosen by `LOG_REQUESTS`. Off (the default), the routine "incoming request"
 * and "request completed" lines are dropped, so start-up, warnings and mails stand out, while a request that
 * errored or answered 5xx is still logged, and every other error line Fastify writes is kept as it was.
 */
export class RequestLogController extends LogController {
  constructor(private readonly everyRequest: boolean) {
    super();
  }

  override incomingRequest(
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (this.everyRequest) super.incomingRequest(request, reply, metadata);
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ): void {
    if (this.everyRequest || error || reply.statusCode >= 500)
      super.requestCompleted(error, request, reply, metadata);
  }
}
