// The production server: `npm start` runs this (through scripts/start.js) on the built app.
// React and React Router are imported inside createServer, after NODE_ENV is settled: React picks its
// development or production build when first loaded.
import compression from "compression";
import express from "express";

const BUILD_PATH = new URL("./build/server/index.js", import.meta.url).pathname;

export async function createServer({ build } = {}) {
  process.env.NODE_ENV ??= "production";
  const { createRequestHandler } = await import("@react-router/express");
  const { RouterContextProvider } = await import("react-router");
  build ??= await import(BUILD_PATH);
  const entry = build.entry.module;
  await entry.prepareServer();

  const app = express();
  app.disable("x-powered-by");
  const trustProxy = (process.env.TRUST_PROXY ?? "").toLowerCase();
  // One reverse proxy in front (nginx, Caddy, a load balancer): take the client address and scheme from it.
  if (["1", "true", "yes", "on"].includes(trustProxy)) app.set("trust proxy", 1);

  app.use(compression());
  // Static files get the headers here; everything else gets them from the app's root middleware.
  const setHeaders = (res) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Cross-Origin-Resource-Policy", "same-origin");
  };
  // Fingerprinted assets never change; everything else in public/ may.
  app.use("/assets", express.static("build/client/assets", { immutable: true, maxAge: "1y", index: false, setHeaders }));
  app.use(express.static("build/client", { maxAge: "1h", index: false, setHeaders }));

  app.all(
    "*",
    createRequestHandler({
      build,
      mode: process.env.NODE_ENV,
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(entry.clientAddressContext, req.ip ?? req.socket.remoteAddress ?? "unknown");
        return context;
      },
    }),
  );
  return { app, entry };
}

export async function startServer() {
  const port = Number.parseInt(process.env.PORT ?? "", 10) || 3000;
  const host = process.env.HOST || "0.0.0.0";
  const { app, entry } = await createServer();
  const server = app.listen(port, host, () => {
    const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    console.info(`Resume Coach listening on http://${shown}:${port}`);
  });
  let closing = false;
  const stop = (signal) => {
    if (closing) return;
    closing = true;
    console.info(`${signal}: shutting down`);
    server.close(async () => {
      await entry.shutdownServer().catch((error) => console.error(error));
      process.exit(0);
    });
    // Keep-alive connections would hold close() open; give them a moment, then go.
    setTimeout(() => process.exit(0), 5000).unref();
    server.closeIdleConnections?.();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
  return server;
}

if (import.meta.url === `file://${process.argv[1]}`) await startServer();
