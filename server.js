// The production server: `npm start` runs this (through scripts/start.js) on the built app.
// React and React Router are imported inside createServer, after NODE_ENV is settled: React picks its
// development or production build when first loaded.
import { isAbsolute, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import compression from "compression";
import express from "express";

const BUILD_PATH = fileURLToPath(new URL("./build/server/index.js", import.meta.url));
// The app's own folder: its built files are served from here wherever the server was started from.
const APP_DIR = fileURLToPath(new URL(".", import.meta.url));

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
  app.use("/assets", express.static(resolve(APP_DIR, "build/client/assets"), { immutable: true, maxAge: "1y", index: false, setHeaders }));
  app.use(express.static(resolve(APP_DIR, "build/client"), { maxAge: "1h", index: false, setHeaders }));

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
  const port = readPort(process.env.PORT);
  const host = process.env.HOST || "0.0.0.0";
  useAppFolder();
  let created;
  try {
    created = await createServer();
  } catch (error) {
    fail(startProblem(error));
  }
  const { app, entry } = created;
  const server = app.listen(port, host, () => {
    const shown = host === "0.0.0.0" || host === "::" ? "localhost" : host;
    console.info(`Resume Coach listening on http://${shown}:${port}`);
  });
  server.on("error", (error) => {
    if (error.code === "EADDRINUSE") fail(`Port ${port} is already in use: is Resume Coach already running? Stop the other process, or set PORT to a free port.`);
    if (error.code === "EACCES") fail(`Port ${port} needs rights this user does not have: set PORT to a port above 1023.`);
    if (error.code === "EADDRNOTAVAIL") fail(`HOST ${host} is no address of this machine: set HOST to one (0.0.0.0 listens on all).`);
    fail(`The server could not listen on ${host}:${port}: ${error.message}`);
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

/** PORT as a port number; anything else stops the start with a message (it had fallen back to 3000 in silence). */
function readPort(value) {
  if (value === undefined || value.trim() === "") return 3000;
  const port = Number(value.trim());
  if (!/^\d+$/.test(value.trim()) || port < 1 || port > 65535) fail(`PORT must be a number from 1 to 65535 (got "${value}").`);
  return port;
}

/**
 * Relative paths the operator gave (DATABASE_URL, DATA_DIR) keep meaning what they meant where the server was started;
 * then the app's folder becomes the working directory, so that the default database (db/app.sqlite) is the app's own
 * wherever the server was started from (a service with no working directory had opened a new, empty database).
 */
export function useAppFolder() {
  const url = process.env.DATABASE_URL?.trim();
  if (url?.startsWith("file:")) {
    const path = url.slice("file:".length);
    if (path && path !== ":memory:" && !isAbsolute(path)) process.env.DATABASE_URL = `file:${resolve(path)}`;
  }
  if (process.env.DATA_DIR?.trim() && !isAbsolute(process.env.DATA_DIR.trim())) process.env.DATA_DIR = resolve(process.env.DATA_DIR.trim());
  if (resolve(process.cwd()) !== resolve(APP_DIR)) process.chdir(APP_DIR);
}

/** One line an operator can act on, for the usual reasons a start fails; the stack only for the unusual ones. */
function startProblem(error) {
  const code = error?.code ?? error?.cause?.code;
  const path = error?.path ?? error?.cause?.path;
  if ((code === "EACCES" || code === "EPERM" || code === "EROFS") && path) {
    return `Cannot write ${path}: the user running Resume Coach needs write access there (or set DATABASE_URL to a file in a writable folder).`;
  }
  if (code === "SQLITE_CANTOPEN") return `Cannot open the database ${process.env.DATABASE_URL ?? "file:./db/app.sqlite"}: check that its folder exists and is writable.`;
  if (error instanceof Error && /database|APP_ORIGIN|DATABASE_URL|SESSION_SECRET|PostgreSQL/.test(error.message)) return error.message;
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function fail(message) {
  console.error(`Resume Coach could not start. ${message}`);
  process.exit(1);
}

if (import.meta.url === `file://${process.argv[1]}`) await startServer();
