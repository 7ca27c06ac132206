export { buildPorts, systemClock } from "./composition/build-ports.ts";
export { bindOperation, type RouteBinding } from "./http/bind-operation.ts";
export { createApp } from "./http/create-app.ts";
export { createLogger, type RunningServer, startServer } from "./start-server.ts";
